import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settingsFixture, userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import { Composer, type ComposerProps } from './Composer';

async function renderComposer(props: Partial<ComposerProps> = {}) {
  const handlers = {
    onSendText: jest.fn(),
    onSendPhoto: jest.fn(),
    onOpenGifts: jest.fn(),
    onTyping: jest.fn(),
  };
  const view = await renderPage(
    <Composer recipientName="Lotte" maxLength={100} canAttachPhotos {...handlers} {...props} />,
    { user: userFixture({ free_messages_left: 0 }), settings: settingsFixture({ message_credits: 10 }) },
  );
  return { ...handlers, view };
}

const textarea = () => screen.getByRole('textbox', { name: 'Message to Lotte' });
const photo = (type = 'image/jpeg', size = 1000) => {
  const file = new File(['x'], 'beach.jpg', { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('Composer', () => {
  it('sends on Enter and on the send button, keeps Shift+Enter as a new line', async () => {
    const { onSendText, onTyping } = await renderComposer();
    const user = userEvent.setup();
    await user.type(textarea(), 'One{Shift>}{Enter}{/Shift}two');
    expect(onSendText).not.toHaveBeenCalled();
    expect(onTyping).toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSendText).toHaveBeenLastCalledWith('One\ntwo');
    expect(textarea()).toHaveValue('');
    expect(textarea()).toHaveFocus();

    await user.type(textarea(), 'Three');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSendText).toHaveBeenLastCalledWith('Three');
    expect(textarea()).toHaveFocus();
  });

  it('keeps the unsent text of each conversation when it closes, and forgets it once sent', async () => {
    sessionStorage.clear();
    const first = await renderComposer({ draftKey: '7.42' });
    const user = userEvent.setup();
    await user.type(textarea(), 'Half a thought');
    first.view.unmount();

    const again = await renderComposer({ draftKey: '7.42' });
    expect(textarea()).toHaveValue('Half a thought');
    again.view.unmount();
    await renderComposer({ draftKey: '7.43' });
    expect(textarea()).toHaveValue('');
    cleanup();

    const { onSendText, view } = await renderComposer({ draftKey: '7.42' });
    await user.type(textarea(), ', finished{Enter}');
    expect(onSendText).toHaveBeenCalledWith('Half a thought, finished');
    view.unmount();
    await renderComposer({ draftKey: '7.42' });
    expect(textarea()).toHaveValue('');
  });

  it('offers buying credits beside the price once no free messages are left', async () => {
    const onBuyCredits = jest.fn();
    await renderComposer({ onBuyCredits });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Buy credits' }));
    expect(onBuyCredits).toHaveBeenCalledTimes(1);
  });

  it('does not send while an input method is composing', async () => {
    const { onSendText } = await renderComposer();
    await userEvent.setup().type(textarea(), 'ni');
    fireEvent.keyDown(textarea(), { key: 'Enter', isComposing: true });
    expect(onSendText).not.toHaveBeenCalled();
  });

  it('shows a counter near the limit, and stops at the limit', async () => {
    await renderComposer({ maxLength: 100 });
    const user = userEvent.setup();
    await user.type(textarea(), 'a'.repeat(79));
    expect(screen.queryByText(/characters/)).not.toBeInTheDocument();
    await user.type(textarea(), 'a');
    expect(screen.getByText('80 / 100 characters')).toBeInTheDocument();
    expect(textarea()).toHaveAccessibleDescription('80 / 100 characters');
    await user.type(textarea(), 'b'.repeat(30));
    expect(textarea()).toHaveValue('a'.repeat(80) + 'b'.repeat(20));
    expect(screen.getByText('100 / 100 characters')).toBeInTheDocument();
  });

  it('says what a message costs', async () => {
    await renderComposer();
    expect(await screen.findByText('A message costs 10 credits')).toBeInTheDocument();
  });

  it('opens the gift picker', async () => {
    const { onOpenGifts } = await renderComposer();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send a gift' }));
    expect(onOpenGifts).toHaveBeenCalledTimes(1);
  });

  it("opens the file picker from a premium member's photo button", async () => {
    await renderComposer({ canAttachPhotos: true });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const filePicker = jest.spyOn(input, 'click');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add a photo' }));
    expect(filePicker).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('sends a chosen photo, then the text written beside it', async () => {
    const { onSendPhoto, onSendText } = await renderComposer();
    const user = userEvent.setup();
    const file = photo();
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    expect(screen.getByText('Photo: beach.jpg')).toBeInTheDocument();
    expect(screen.getByText('A photo costs 5 credits')).toBeInTheDocument();
    await user.type(textarea(), 'Look!{Enter}');
    expect(onSendPhoto).toHaveBeenCalledWith(file);
    expect(onSendText).toHaveBeenCalledWith('Look!');
    expect(screen.queryByText('Photo: beach.jpg')).not.toBeInTheDocument();
  });

  it('takes a photo dropped on it, and refuses files that are not photos or too large', async () => {
    const { onSendPhoto } = await renderComposer();
    const form = await screen.findByRole('form', { name: 'Message to Lotte' });
    const drop = (file: File) =>
      fireEvent.drop(form, { dataTransfer: { types: ['Files'], files: [file], dropEffect: 'none' } });

    drop(new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Only photos can be sent (JPEG, PNG, WebP, GIF or HEIC).',
    );
    drop(photo('image/png', 11 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This photo is too large. Photos can be up to 10 MB.',
    );

    drop(photo());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    expect(onSendPhoto).toHaveBeenCalledTimes(1);
  });

  it('tells a free member that photos are for premium members, whichever way they add one', async () => {
    const { onSendPhoto } = await renderComposer({ canAttachPhotos: false });
    const filePicker = jest.spyOn(HTMLInputElement.prototype, 'click');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a photo (premium members only)' }));
    // Explained before anything is picked: no file picker opens, and there is none to open.
    expect(filePicker).not.toHaveBeenCalled();
    expect(document.querySelector('input[type="file"]')).toBeNull();
    filePicker.mockRestore();
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Sending photos is only available for premium members.');
    expect(within(notice).getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/premium');
    await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));

    fireEvent.drop(screen.getByRole('form'), { dataTransfer: { types: ['Files'], files: [photo()] } });
    expect(screen.getByRole('status')).toHaveTextContent('only available for premium members');
    expect(onSendPhoto).not.toHaveBeenCalled();
  });
});
