import { screen, within } from '@testing-library/react';
import { settingsFixture } from 'shared-ui/testing';
import { memberCard } from '../../test/members';
import { renderPage } from '../../test/renderPage';
import { ProfileGrid } from './ProfileGrid';

const settings = settingsFixture();

describe('profile cards', () => {
  it('lead with the photo, the name linking to the profile, and age and place on the photo', async () => {
    await renderPage(<ProfileGrid profiles={[memberCard({ id: 7, name: 'Anna', age: 28 })]} />, {
      path: '/members',
      settings,
    });
    const card = screen.getByRole('article', { name: 'Anna' });
    const photo = within(card).getByRole('img', { name: /Anna/ });
    expect(photo.getAttribute('src')).toMatch(/m7_thumb\.jpg$/);
    const link = within(card).getByRole('link', { name: 'Anna' });
    expect(link).toHaveAttribute('href', '/members/7');
    // Name and facts are drawn over the photo: the same frame holds the picture and the caption.
    expect(photo.parentElement).toContainElement(link);
    expect(within(card).getByText('28 years old · Bristol, England')).toBeInTheDocument();
  });

  it('name a city once when it is also the region ("London", not "London, London")', async () => {
    await renderPage(
      <ProfileGrid profiles={[memberCard({ name: 'Tom', city: 'London', region: 'London' })]} />,
      {
        path: '/members',
        settings,
      },
    );
    const card = screen.getByRole('article', { name: 'Tom' });
    expect(within(card).getByText(/· London$/)).toHaveTextContent(/^\d+ years old · London$/);
  });

  it('show initials in the same frame for a member without a photo, and the full name on hover', async () => {
    await renderPage(
      <ProfileGrid
        profiles={[memberCard({ id: 2, name: 'Bartholomew-Maximilian', main_image: null, photo_count: 0 })]}
      />,
      { path: '/members', settings },
    );
    const card = screen.getByRole('article', { name: 'Bartholomew-Maximilian' });
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(within(card).getByText('B')).toBeInTheDocument();
    // A long name is cut to one line on the card; its heading carries it whole as a tooltip.
    expect(within(card).getByRole('heading')).toHaveAttribute('title', 'Bartholomew-Maximilian');
  });
});
