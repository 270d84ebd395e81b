import { useRef, useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button/Button';
import { renderWithTheme } from '../internal/render';
import { TextField } from '../TextField/TextField';
import { Modal, type ModalProps } from './Modal';

function Harness(props: Partial<ModalProps> & { withField?: boolean }) {
  const [open, setOpen] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);
  const { withField, ...modalProps } = props;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open signup
      </button>
      <a href="#elsewhere">Elsewhere on the page</a>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Sign up for free"
        initialFocusRef={withField ? fieldRef : undefined}
        footer={<Button onClick={() => setOpen(false)}>Continue</Button>}
        {...modalProps}
      >
        <TextField ref={fieldRef} label="E-mail address" type="email" />
        <a href="/pages/terms">Terms</a>
      </Modal>
    </>
  );
}

async function openModal(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  renderWithTheme(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open signup' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Sign up for free' }) };
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    renderWithTheme(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a modal dialog in document.body, named by its title, with focus inside', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.closest('[data-modal-backdrop]')?.parentElement).toBe(document.body);
    expect(dialog).toHaveFocus();
  });

  it('focuses the element asked for when it opens', async () => {
    await openModal({ withField: true });
    expect(screen.getByLabelText('E-mail address')).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openModal({ withField: true });
    const field = screen.getByLabelText('E-mail address');
    const terms = screen.getByRole('link', { name: 'Terms' });
    const close = screen.getByRole('button', { name: 'Close' });
    const continueButton = screen.getByRole('button', { name: 'Continue' });

    await user.tab();
    expect(terms).toHaveFocus();
    await user.tab();
    expect(continueButton).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(field).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(continueButton).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { user } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open signup' })).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const { user, dialog } = await openModal();
    await user.click(screen.getByText('Terms').closest('div')!);
    expect(dialog).toBeInTheDocument();
    await user.click(dialog.closest('[data-modal-backdrop]')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with the labelled close button', async () => {
    const { user } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores Escape and backdrop clicks and has no close button when not dismissible', async () => {
    const { user, dialog } = await openModal({ dismissible: false });
    await user.keyboard('{Escape}');
    await user.click(dialog.closest('[data-modal-backdrop]')!);
    expect(screen.getByRole('dialog', { name: 'Sign up for free' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    // Its own buttons still work.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('pulls focus back when it escapes the dialog', async () => {
    const { dialog } = await openModal();
    fireEvent.focusIn(screen.getByRole('link', { name: 'Elsewhere on the page' }));
    expect(dialog).toHaveFocus();
  });

  it('locks page scroll while open and restores it after', async () => {
    document.body.style.overflow = 'scroll';
    const { user } = await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('keeps the scroll lock until the last of two stacked modals closes', async () => {
    const user = userEvent.setup();
    function Stacked() {
      const [inner, setInner] = useState(false);
      const [outer, setOuter] = useState(true);
      return (
        <Modal open={outer} onClose={() => setOuter(false)} title="Outer">
          <Button onClick={() => setInner(true)}>More info</Button>
          <Modal open={inner} onClose={() => setInner(false)} title="Inner" closeLabel="Close inner">
            Inner content
          </Modal>
        </Modal>
      );
    }
    renderWithTheme(<Stacked />);
    await user.click(screen.getByRole('button', { name: 'More info' }));
    expect(screen.getByRole('dialog', { name: 'Inner' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More info' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('says "Close" in the page language', async () => {
    const { i18n, initI18n } = await import('../../kernel/i18n/i18n');
    await initI18n('de');
    await openModal();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
