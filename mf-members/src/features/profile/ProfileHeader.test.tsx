import { screen } from '@testing-library/react';
import { settingsFixture } from 'shared-ui/testing';
import { memberCard } from '../../test/members';
import { renderPage } from '../../test/renderPage';
import { ProfileHeader } from './ProfileHeader';

const settings = settingsFixture();

describe('the top of a profile', () => {
  it('leads with the main photo, the name, age and place on it, and lists the facts', async () => {
    await renderPage(
      <ProfileHeader
        profile={memberCard({ name: 'Anna', age: 31, city: 'Leeds', region: 'England' })}
        headingId="name"
      />,
      {
        path: '/members/:id',
        url: '/members/42',
        settings,
      },
    );
    const photo = screen.getByRole('img', { name: /Anna/ });
    expect(screen.getByRole('heading', { level: 1, name: 'Anna' })).toHaveAttribute('id', 'name');
    expect(photo.parentElement).toHaveTextContent('Anna31Leeds, England');
    const facts = screen.getAllByRole('definition').map((fact) => fact.textContent);
    expect(facts).toEqual(['31 years old', 'Leeds', 'England']);
  });

  it('names a city that is also the region once', async () => {
    await renderPage(
      <ProfileHeader
        profile={memberCard({ name: 'Tom', city: 'London', region: 'London' })}
        headingId="name"
      />,
      {
        path: '/members/:id',
        url: '/members/42',
        settings,
      },
    );
    const facts = screen.getAllByRole('definition').map((fact) => fact.textContent);
    expect(facts.filter((fact) => fact === 'London')).toHaveLength(1);
    expect(screen.getByRole('img', { name: /Tom/ }).parentElement).toHaveTextContent(
      /Tom\d+London(?!, London)/,
    );
  });
});
