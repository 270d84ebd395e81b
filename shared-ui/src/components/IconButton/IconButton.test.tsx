import '../internal/routerPolyfill';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { CrossIcon, GiftIcon } from '../Icons/Icons';
import { renderWithTheme } from '../internal/render';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is a button named by its label, with a decorative icon, that never submits a form by itself', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onClick = jest.fn();
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <IconButton aria-label="Send a gift" onClick={onClick}>
          <GiftIcon />
        </IconButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Send a gift' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits its form when asked to, and keeps its style props off the DOM', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <IconButton variant="primary" type="submit" aria-label="Send">
          <CrossIcon />
        </IconButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).not.toHaveAttribute('variant');
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does nothing when disabled', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderWithTheme(
      <IconButton disabled aria-label="Remove" onClick={onClick}>
        <CrossIcon />
      </IconButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a real link, without a button type, with as={Link}', () => {
    renderWithTheme(
      <MemoryRouter>
        <IconButton as={Link} to="/chats" aria-label="Back to chats">
          <CrossIcon />
        </IconButton>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Back to chats' });
    expect(link).toHaveAttribute('href', '/chats');
    expect(link).not.toHaveAttribute('type');
  });
});
