import { screen } from '@testing-library/react';
import { settingsFixture } from 'shared-ui/testing';
import { memberCard } from '../../test/members';
import { renderPage } from '../../test/renderPage';
import { ProfileHeader } from './ProfileHeader';

const settings = settingsFixture();

describe('the top of a profile', () => {
  it('leads with the main photo, age and place on it, and lists the facts beside it', async () => {
    await renderPage(
      <ProfileHeader profile={memberCard({ name: 'Anna', age: 31, city: 'Leeds', region: 'England' })} />,
      {
        path: '/members/:id',
        url: '/members/42',
        settings,
      },
    );
    const photo = screen.getByRole('img', { name: /Anna/ });
    expect(photo.parentElement).toHaveTextContent('31 years old · Leeds, England');
    const facts = screen.getAllByRole('definition').map((fact) => fact.textContent);
    expect(facts).toEqual(['31 years old', 'Leeds', 'England']);
  });

  it('names a city that is also the region once', async () => {
    await renderPage(
      <ProfileHeader profile={memberCard({ name: 'Tom', city: 'London', region: 'London' })} />,
      {
        path: '/members/:id',
        url: '/members/42',
        settings,
      },
    );
    expect(screen.getAllByText('London')).toHaveLength(1);
    expect(screen.getByRole('img', { name: /Tom/ }).parentElement).toHaveTextContent(
      /years old · London(?!, London)/,
    );
  });
});
