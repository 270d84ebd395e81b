import type { MouseEvent as ReactMouseEvent } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../internal/render';
import { Dropdown, type DropdownItem } from './Dropdown';

function setup(extra: Partial<DropdownItem> = {}) {
  const user = userEvent.setup();
  const onLogout = jest.fn();
  const onSettings = jest.fn((event: ReactMouseEvent<HTMLElement>) => event.preventDefault());
  const items: DropdownItem[] = [
    { key: 'profile', label: 'My profile', href: '#profile' },
    { key: 'settings', label: 'Settings', href: '/notifications', onSelect: onSettings },
    { key: 'help', label: 'Help', disabled: true, onSelect: jest.fn() },
    { key: 'logout', label: 'Logout', onSelect: onLogout, ...extra },
  ];
  renderWithTheme(
    <>
      <Dropdown label="Anna" items={items} />
      <button type="button">After</button>
    </>,
  );
  const button = screen.getByRole('button', { name: 'Anna' });
  return { user, button, onLogout, onSettings };
}

describe('Dropdown', () => {
  it('is a collapsed menu button until opened', () => {
    const { button } = setup();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on click with focus on the first item, named by its button', async () => {
    const { user, button } = setup();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Anna' });
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveFocus();
    expect(screen.getAllByRole('menuitem')).toHaveLength(4);
  });

  it('moves with arrows, Home and End, skipping disabled items and wrapping', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('s');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
  });

  it('opens on the last item with ArrowUp', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { user, button } = setup();
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('runs an action item with Enter and closes', async () => {
    const { user, button, onLogout } = setup();
    button.focus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('renders link items as links and lets onSelect take over navigation', async () => {
    const { user, button, onSettings } = setup();
    await user.click(button);
    expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveAttribute('href', '#profile');
    await user.keyboard('{ArrowDown} ');
    expect(onSettings).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('ignores disabled items', async () => {
    const { user, button } = setup();
    await user.click(button);
    const help = screen.getByRole('menuitem', { name: 'Help' });
    expect(help).toHaveAttribute('aria-disabled', 'true');
    await user.click(help);
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('closes on a click outside', async () => {
    const { user, button } = setup();
    await user.click(button);
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on Tab and lets focus move on', async () => {
    const { user, button } = setup();
    await user.click(button);
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('marks the link of the page on screen as current', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <Dropdown
        label="Discover"
        placement="above"
        items={[
          { key: 'finder', label: 'Match finder', href: '/match-finder', current: true },
          { key: 'swipe', label: 'Swipe game', href: '/swipe-game' },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Discover' }));
    expect(screen.getByRole('menuitem', { name: 'Match finder' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('menuitem', { name: 'Swipe game' })).not.toHaveAttribute('aria-current');
  });
});
