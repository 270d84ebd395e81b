import { screen } from '@testing-library/react';
import { renderWithTheme } from '../internal/render';
import { SITE_MARK_URL, SiteLogo } from './SiteLogo';

describe('SiteLogo', () => {
  it('links home under the site’s name, with the mark as decoration sized before it loads', () => {
    renderWithTheme(<SiteLogo name="Flirtmoment" href="/" />);
    const link = screen.getByRole('link', { name: 'Flirtmoment' });
    expect(link).toHaveAttribute('href', '/');
    const mark = link.querySelector('img');
    expect(mark).toHaveAttribute('src', SITE_MARK_URL);
    expect(mark).toHaveAttribute('alt', '');
    expect(mark).toHaveAttribute('width', '32');
    expect(mark).toHaveAttribute('height', '32');
  });
});
