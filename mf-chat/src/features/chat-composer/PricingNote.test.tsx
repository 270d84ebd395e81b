import { act, screen } from '@testing-library/react';
import { i18n } from 'shared-ui/kernel';
import { settingsFixture, userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import { PricingNote } from './PricingNote';

const settings = settingsFixture({
  message_credits: 12,
  minimum_message_costs: { DE: { costs: 0.89, currency: 'EUR' }, PL: { costs: 3.5, currency: 'PLN' } },
});
const member = (country: string) => userFixture({ profile: { ...userFixture().profile, country } });

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
});
