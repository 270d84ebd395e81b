import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button/Button';
import { renderWithTheme } from '../internal/render';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('says what is missing and offers the next step', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    renderWithTheme(
      <EmptyState
        icon="♥"
        title="No likes yet"
        description="When someone likes your profile, you will see them here."
        action={<Button onClick={onSearch}>Search members</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No likes yet' })).toBeInTheDocument();
    expect(screen.getByText('When someone likes your profile, you will see them here.')).toBeVisible();
    expect(screen.queryByText('♥')).toHaveAttribute('aria-hidden', 'true');
    await user.click(screen.getByRole('button', { name: 'Search members' }));
    expect(onSearch).toHaveBeenCalled();
  });

  it('fits the page outline with the heading level asked for', () => {
    renderWithTheme(<EmptyState title="No conversations" headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'No conversations' })).toBeInTheDocument();
  });
});
