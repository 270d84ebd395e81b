import { screen } from '@testing-library/react';
import { renderWithTheme } from '../internal/render';
import { Page } from './Page';

describe('Page', () => {
  it('names the page with one h1 that also labels its region, then shows the lead and content', () => {
    renderWithTheme(
      <Page title="Buy credits" lead="Credits pay for messages and photos.">
        <p>Pick a package.</p>
      </Page>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Buy credits' });
    const region = screen.getByRole('region', { name: 'Buy credits' });
    expect(region).toContainElement(heading);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Credits pay for messages and photos.')).toBeVisible();
    expect(region).toContainElement(screen.getByText('Pick a package.'));
  });

  it('leaves the lead out when there is none', () => {
    renderWithTheme(
      <Page title="Transactions">
        <p>No purchases yet.</p>
      </Page>,
    );
    const region = screen.getByRole('region', { name: 'Transactions' });
    expect(region.querySelectorAll('p')).toHaveLength(1);
  });

  it('keeps forms narrow when asked', () => {
    renderWithTheme(
      <Page title="Log in" size="narrow">
        <form aria-label="Log in" />
      </Page>,
    );
    const container = screen.getByRole('region', { name: 'Log in' }).parentElement!;
    expect(getComputedStyle(container).maxWidth).toBe('720px');
  });
});
