import { screen } from '@testing-library/react';
import { settingsFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import ComplaintsPage from './ComplaintsPage';
import { dialablePhone } from './support-contact';

describe('ComplaintsPage', () => {
  it("shows the site's customer service contacts and the empty complaints list", async () => {
    await renderPage(<ComplaintsPage />, {
      path: '/complaints',
      settings: settingsFixture({
        support_email: 'help@harbourhearts.test',
        support_phone: '+44 20-7946 0000',
      }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Complaints' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@harbourhearts.test' })).toHaveAttribute(
      'href',
      'mailto:help@harbourhearts.test',
    );
    expect(screen.getByRole('link', { name: '+44 20-7946 0000' })).toHaveAttribute(
      'href',
      'tel:+442079460000',
    );
    expect(screen.getByRole('heading', { name: 'No complaints filed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
      'href',
      '/pages/service',
    );
  });

  it('cleans dashes and spaces from the support phone', () => {
    expect(dialablePhone('+31 20-123 45 67')).toBe('+31201234567');
  });
});
