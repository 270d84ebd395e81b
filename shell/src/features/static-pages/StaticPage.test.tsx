import { screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { localeAtom, settingsAtom, type Language } from 'shared-ui/kernel';
import { settingsFixture } from '../../test/fixtures';
import { renderRoute, setupI18n, stubFetch } from '../../test/render';
import { StaticPage } from './StaticPage';

function siteStore(locale: Language = 'en') {
  const store = createStore();
  store.set(settingsAtom, settingsFixture());
  store.set(localeAtom, locale);
  return store;
}

const company = {
  name: 'Parkside Media B.V.',
  address: 'Keizersgracht 1',
  kvk: '12345678',
  city: 'Amsterdam',
  country: 'Netherlands',
  tradenames: ['Flirtpark'],
  vat_numbers: ['NL123456789B01'],
  added: '2024-03-15T08:30:00Z',
};

beforeAll(() => setupI18n());

it('renders the terms with headings, the company details and the terms version date', async () => {
  const { calls } = stubFetch({ '/api/companyinfo.php': { body: { companyinfo: company } } });
  renderRoute(<StaticPage page="terms" />, { path: '/pages/terms', name: 'pages-terms', store: siteStore() });

  expect(await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(3);
  const article = screen.getByRole('article');
  expect(article).toHaveTextContent('Parkside Media B.V.');
  expect(article).toHaveTextContent('12345678');
  // The company was added after 1 December 2023, so its date is the terms version date.
  expect(article).toHaveTextContent('March 15, 2024');
  expect(article.textContent).not.toMatch(/\{\{/);
  expect(calls.filter((request) => request.url.endsWith('/api/companyinfo.php'))).toHaveLength(1);
});

it('links the support e-mail and the cleaned support phone number', async () => {
  stubFetch({ '/api/companyinfo.php': { body: { companyinfo: company } } });
  renderRoute(<StaticPage page="service" />, {
    path: '/pages/service',
    name: 'pages-service',
    store: siteStore(),
  });
  const article = await screen.findByRole('article');
  expect(within(article).getAllByRole('link', { name: 'support@flirtpark.example' })[0]).toHaveAttribute(
    'href',
    'mailto:support@flirtpark.example',
  );
  expect(within(article).getAllByRole('link', { name: '+31 20-123 45 67' })[0]).toHaveAttribute(
    'href',
    'tel:+31201234567',
  );
});

it("renders the page in the reader's language", async () => {
  stubFetch({ '/api/companyinfo.php': { body: { companyinfo: company } } });
  renderRoute(<StaticPage page="terms" />, {
    path: '/pages/terms',
    name: 'pages-terms',
    store: siteStore('de'),
  });
  const article = await screen.findByRole('article');
  expect(article).toHaveTextContent('15. März 2024');
  expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('Terms and conditions');
});
