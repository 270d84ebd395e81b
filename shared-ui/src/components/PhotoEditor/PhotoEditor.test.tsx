import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, initI18n } from '../../kernel/i18n/i18n';
import { renderWithTheme } from '../internal/render';
import { PhotoEditor } from './PhotoEditor';

// jsdom has no object URLs; a browser hands out one per chosen file.
beforeAll(() => {
  let next = 0;
  URL.createObjectURL = () => `blob:photo-editor/${(next += 1)}`;
  URL.revokeObjectURL = () => undefined;
});

const photo = () => new File(['not really pixels'], 'beach.heic', { type: 'image/heic' });

function setup() {
  const onPhoto = jest.fn();
  const user = userEvent.setup();
  renderWithTheme(<PhotoEditor onPhoto={onPhoto} hint="JPEG, PNG or WebP" />);
  return { onPhoto, user, input: screen.getByLabelText(/Add photo/) };
}

it('offers a camera tile whose file input takes images, reachable by keyboard', async () => {
  const { user, input } = setup();
  expect(input).toHaveAttribute('type', 'file');
  expect(input).toHaveAttribute('accept', 'image/*');
  // No capture attribute: a phone offers the camera and the library.
  expect(input).not.toHaveAttribute('capture');
  expect(screen.getByText('JPEG, PNG or WebP')).toBeVisible();
  await user.tab();
  expect(input).toHaveFocus();
});

it('opens the crop dialog with a zoom slider for a chosen photo; Cancel uploads nothing', async () => {
  const { onPhoto, user, input } = setup();
  await user.upload(input, photo());
  const dialog = screen.getByRole('dialog', { name: 'Crop your photo' });
  expect(dialog).toHaveAccessibleDescription('Drag the photo and zoom until it sits well in the frame.');
  const zoom = screen.getByRole('slider', { name: 'Zoom' });
  expect(zoom).toHaveValue('1');
  fireEvent.change(zoom, { target: { value: '2' } });
  expect(zoom).toHaveValue('2');
  // Nothing to upload before the photo is shown and framed.
  expect(screen.getByRole('button', { name: 'Use photo' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(onPhoto).not.toHaveBeenCalled();
});

it('uses a photo the browser cannot show as it is, saying so', async () => {
  const { onPhoto, user, input } = setup();
  const file = photo();
  await user.upload(input, file);
  const dialog = screen.getByRole('dialog', { name: 'Crop your photo' });
  // The cropper's code loads when a photo is chosen.
  await waitFor(() => expect(dialog.querySelector('img')).not.toBeNull());
  fireEvent.error(dialog.querySelector('img') as HTMLImageElement);
  expect(
    screen.getByText('This photo cannot be shown here, so it cannot be cropped. You can use it as it is.'),
  ).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Use photo' }));
  expect(onPhoto).toHaveBeenCalledWith(file);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

describe('on a German page', () => {
  beforeEach(() => initI18n('en'));
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it('speaks German', async () => {
    await act(() => i18n.changeLanguage('de'));
    const onPhoto = jest.fn();
    const user = userEvent.setup();
    renderWithTheme(<PhotoEditor onPhoto={onPhoto} />);
    await user.upload(screen.getByLabelText('Foto hinzufügen'), photo());
    expect(screen.getByRole('dialog', { name: 'Foto zuschneiden' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Zoom' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Foto verwenden' })).toBeDisabled();
  });
});
