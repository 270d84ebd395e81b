import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from 'shared-ui/kernel';
import { settingsFixture, userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import de from '../../i18n/de.json';
import { namespace } from '../../app/translations';
import { IcebreakerModal } from './IcebreakerModal';

const profile = {
  name: 'Lotte',
  main_image: { filename: 'lotte.jpg', thumb_filename: 'lotte_thumb.jpg', match: 'lotte_thumb.jpg' },
  fictional: false,
};

async function open(shown = profile) {
  const handlers = { onChoose: jest.fn(), onClose: jest.fn(), onDecline: jest.fn() };
  const view = await renderPage(<IcebreakerModal open profile={shown} {...handlers} />, {
    user: userFixture({ free_messages_left: 0 }),
    settings: settingsFixture({ cdn_prefix: '/uploads', message_credits: 10 }),
  });
  return { ...handlers, view };
}

describe('IcebreakerModal', () => {
  it('shows the member, six opening lines, and what the message costs', async () => {
    await open();
    const dialog = await screen.findByRole('dialog', { name: 'Break the ice with Lotte' });
    expect(within(dialog).getByRole('img', { name: 'Lotte' })).toHaveAttribute('src', '/uploads/lotte.jpg');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(6);
    expect(within(dialog).getByText('A message costs 10 credits')).toBeInTheDocument();
  });

  it('discloses a fictional profile before a line is sent, and says nothing of it for a real member', async () => {
    await open();
    const real = await screen.findByRole('dialog', { name: 'Break the ice with Lotte' });
    expect(within(real).queryByText('Fictional profile')).not.toBeInTheDocument();
    cleanup();
    await open({ ...profile, fictional: true });
    const dialog = await screen.findByRole('dialog', { name: 'Break the ice with Lotte' });
    expect(within(dialog).getByText('Fictional profile')).toBeVisible();
    expect(within(dialog).getByText(/run by our team for entertainment/)).toBeVisible();
  });

  it('sends the chosen line', async () => {
    const { onChoose } = await open();
    const line = 'Hi Lotte! If you could travel anywhere tomorrow, where would you go?';
    await userEvent.setup().click(await screen.findByRole('button', { name: line }));
    expect(onChoose).toHaveBeenCalledWith(line);
  });

  it("closes with the close button or 'no thanks'", async () => {
    const { onClose, onDecline, onChoose } = await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: "No thanks, I'll write my own" }));
    expect(onDecline).toHaveBeenCalledTimes(1);
    expect(onChoose).not.toHaveBeenCalled();
  });

  it("offers the lines in the reader's language", async () => {
    await open();
    i18n.addResourceBundle('de', namespace, de);
    await act(() => i18n.changeLanguage('de'));
    expect(
      await screen.findByRole('button', { name: 'Hallo Lotte! Was bringt dich immer in gute Laune?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nein danke, ich schreibe selbst' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });
});
