import '../internal/routerPolyfill';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderWithTheme } from '../internal/render';
import { Button } from './Button';

describe('Button', () => {
  it('is a button named by its text that reacts to click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>Send message</Button>);

    const button = screen.getByRole('button', { name: 'Send message' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.click(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('does nothing when disabled', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderWithTheme(
      <Button disabled onClick={onClick}>
        Buy credits
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Buy credits' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Buy credits' })).toBeDisabled();
  });

  it('keeps style props off the DOM and native props on it', () => {
    renderWithTheme(
      <Button variant="outline" size="lg" block type="submit" name="intent" value="save">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('name', 'intent');
    expect(button).not.toHaveAttribute('variant');
    expect(button).not.toHaveAttribute('size');
    expect(button).not.toHaveAttribute('block');
  });

  it('renders a real link with as="a"', () => {
    renderWithTheme(
      <Button as="a" href="/credits" variant="secondary">
        Get credits
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Get credits' })).toHaveAttribute('href', '/credits');
  });

  it('navigates client-side when rendered as a router Link', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route
            path="/"
            element={
              <Button as={Link} to="/premium">
                Get Premium
              </Button>
            }
          />
          <Route path="/premium" element={<h1>Premium plans</h1>} />
        </Routes>
      </MemoryRouter>,
    );

    const link = screen.getByRole('link', { name: 'Get Premium' });
    expect(link).toHaveAttribute('href', '/premium');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Premium plans' })).toBeInTheDocument();
  });
});
