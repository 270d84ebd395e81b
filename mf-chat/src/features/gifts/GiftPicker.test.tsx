import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../test/renderPage';
import { GiftPicker } from './GiftPicker';

describe('GiftPicker', () => {
  it('offers the six gifts with their price, and sends the chosen one', async () => {
    const onChoose = jest.fn();
    const onClose = jest.fn();
    await renderPage(
      <GiftPicker
        open
        recipientName="Lotte"
        price={1}
        credits={10}
        fictional={false}
        onChoose={onChoose}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Send Lotte a gift' });
    expect(within(dialog).getByText('Each gift costs 1 credit and is sent right away.')).toBeInTheDocument();
    const gifts = within(dialog).getAllByRole('button', { name: /credit$/ });
    expect(gifts.map((gift) => gift.textContent)).toEqual([
      'Rose1 credit',
      'Heart1 credit',
      'Coffee1 credit',
      'Cupcake1 credit',
      'Star1 credit',
      'Teddy bear1 credit',
    ]);
    // Each shows its drawing, decorative beside the name.
    expect(gifts.every((gift) => gift.querySelector('svg[aria-hidden="true"]'))).toBe(true);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Star 1 credit' }));
    expect(onClose).toHaveBeenCalled();
    expect(onChoose).toHaveBeenCalledWith('star');
  });

  it('closes without sending', async () => {
    const onChoose = jest.fn();
    const onClose = jest.fn();
    await renderPage(
      <GiftPicker
        open
        recipientName="Lotte"
        price={20}
        credits={20}
        fictional={false}
        onChoose={onChoose}
        onClose={onClose}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('marks the gifts the balance does not pay for, with their price and what is missing, before a tap', async () => {
    const onChoose = jest.fn();
    await renderPage(
      <GiftPicker
        open
        recipientName="Lotte"
        price={30}
        credits={20}
        fictional={false}
        onChoose={onChoose}
        onClose={jest.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Send Lotte a gift' });
    const rose = within(dialog).getByRole('button', { name: /^Rose/ });
    expect(rose).toHaveTextContent('30 credits');
    expect(rose).toHaveTextContent('You need 10 more credits');
    expect(rose).toBeDisabled();
    expect(within(dialog).queryByText('Fictional profile')).not.toBeInTheDocument();
  });

  it("discloses a fictional recipient in the site's words before a gift is chosen", async () => {
    await renderPage(
      <GiftPicker
        open
        recipientName="Lotte"
        price={30}
        credits={100}
        fictional
        onChoose={jest.fn()}
        onClose={jest.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Send Lotte a gift' });
    expect(within(dialog).getByText('Fictional profile')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: /^Rose/ })).toBeEnabled();
  });
});
