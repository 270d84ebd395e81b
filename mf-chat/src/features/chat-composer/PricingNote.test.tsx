import { act, screen } from '@testing-library/react';
import { i18n, userAtom } from 'shared-ui/kernel';
import { settingsFixture, userFixture } from 'shared-ui/testing';
import { namespace } from '../../app/translations';
import pl from '../../i18n/pl.json';
import { renderPage } from '../../test/renderPage';
import { PricingNote } from './PricingNote';

const settings = settingsFixture({
  message_credits: 12,
  minimum_message_costs: { DE: { costs: 0.89, currency: 'EUR' }, PL: { costs: 3.5, currency: 'PLN' } },
});
const member = (country: string, free_messages_left = 0) =>
  userFixture({ free_messages_left, profile: { ...userFixture().profile, country } });

describe('PricingNote', () => {
  it("says what a message costs, from the least it costs in money in the member's country", async () => {
    await renderPage(<PricingNote />, { user: member('DE'), settings });
    expect(screen.getByText('A message costs 12 credits (from €0.89)')).toBeInTheDocument();
  });

  it("writes the price in the reader's language and the country's currency", async () => {
    await renderPage(<PricingNote />, { user: member('PL'), settings });
    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByText(/\(from 3,50\sPLN\)$/)).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });

  it('leaves the price out where the site names none for the country', async () => {
    await renderPage(<PricingNote />, { user: member('GB'), settings });
    expect(screen.getByText('A message costs 12 credits')).toBeInTheDocument();
  });

  it('counts the free messages a free member has left instead, in the forms of their language', async () => {
    const { store } = await renderPage(<PricingNote />, { user: member('DE', 2), settings });
    expect(screen.getByText('2 free messages left')).toBeInTheDocument();
    const polish = {
      1: 'Została Ci 1 darmowa wiadomość',
      3: 'Zostały Ci 3 darmowe wiadomości',
      5: 'Zostało Ci 5 darmowych wiadomości',
    };
    i18n.addResourceBundle('pl', namespace, pl);
    await act(() => i18n.changeLanguage('pl'));
    for (const [count, text] of Object.entries(polish)) {
      act(() => store.set(userAtom, member('DE', Number(count))));
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    await act(() => i18n.changeLanguage('en'));
  });

  it('is silent about free messages for a premium member', async () => {
    await renderPage(<PricingNote />, { user: { ...member('GB', 3), paid_user: true }, settings });
    expect(screen.getByText('A message costs 12 credits')).toBeInTheDocument();
  });
});
