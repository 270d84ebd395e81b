import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LanderMember } from 'contract';
import { settingsFixture } from 'shared-ui/testing';
import { renderPage } from '../../../test/renderPage';
import { HeroVisual } from '../HeroVisual';
import type { LanderVariant } from '../variants';
import type { LanderData } from './lander-data';
import { PeopleHero } from './PeopleHero';

const member = (id: number, fields: Partial<LanderMember> = {}): LanderMember => ({
  id,
  name: `Member${id}`,
  age: 20 + id,
  city: `City${id}`,
  region: null,
  country: 'GB',
  photo: `/uploads/m${id}_thumb.jpg`,
  fictional: false,
  ...fields,
});

const people = Array.from({ length: 6 }, (_, index) => member(index + 1));

// The host's handling of a plain click: it keeps the page (the shell opens the signup its way).
const signup = {
  href: '/signup',
  onClick: jest.fn((event: { preventDefault: () => void }) => event.preventDefault()),
};

const hero = (variant: LanderVariant, data: LanderData) =>
  renderPage(
    <HeroVisual
      variant={variant}
      data={data}
      animated={false}
      settings={settingsFixture()}
      locale="en"
      signup={signup}
    />,
  );

describe('the people landers’ hero', () => {
  it.each([
    ['gallery', 6],
    ['collagelanding', 5],
    ['tinderswipe', 3],
    ['maplanding', 6],
    ['adultonly', 6],
    ['whoneedsstrings', 6],
  ] as const)('%s shows up to %i members from the data, each photo named', async (variant, shown) => {
    await hero(variant, { people });
    const list = screen.getByRole('list', { name: 'Members you could meet' });
    // Counted whether shown or not: the gallery hides its last tiles on a phone.
    expect(within(list).getAllByRole('listitem', { hidden: true })).toHaveLength(shown);
    const images = within(list).getAllByRole('img', { hidden: true });
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(
      people.slice(0, shown).map((one) => `Photo of ${one.name}`),
    );
    expect(images[0]).toHaveAttribute('src', '/uploads/m1_thumb.jpg');
    expect(screen.getAllByText('Member1, 21').length).toBeGreaterThan(0);
    expect(document.querySelector('[data-art]')).not.toBeInTheDocument();
  });

  it('gives the pictures their size and fetches the first one first, with the page, the others once laid out', async () => {
    await hero('gallery', { people });
    const images = screen.getAllByRole('img', { hidden: true });
    for (const image of images) {
      expect(image).toHaveAttribute('width', '400');
      expect(image).toHaveAttribute('height', '400');
      expect(image).toHaveAttribute('srcset', `${image.getAttribute('src')} 400w`);
      expect(image).toHaveAttribute('sizes');
    }
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images.slice(1).filter((image) => image.hasAttribute('fetchpriority'))).toEqual([]);
    // Only the page's largest paint is asked for with the page: the others do not compete with it.
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
    ]);
    expect(images[0]).not.toHaveAttribute('decoding');
    expect(images.slice(1).map((image) => image.getAttribute('decoding'))).toEqual(Array(5).fill('async'));
  });

  it('opens the adultonly lander with a mosaic of faces, three of them on a phone, each a way into the signup', async () => {
    await hero('adultonly', {
      people: [member(1, { name: 'Clara', age: 34, fictional: true }), ...people.slice(1)],
    });
    const mosaic = screen.getByRole('list', { name: 'Members you could meet' });
    expect(mosaic).toHaveAttribute('data-people', 'mosaic');
    const links = within(mosaic).getAllByRole('link', { hidden: true });
    expect(links).toHaveLength(6);
    expect(links[0]).toHaveAccessibleName('Meet Clara, 34: sign up free');
    expect(links[0]).toHaveAttribute('href', '/signup');
    expect(within(links[0]!).getByRole('img', { name: 'Photo of Clara' })).toBeInTheDocument();
    expect(mosaic).toHaveTextContent('Clara, 34');
    // Honest: a fictional member says so on the face.
    expect(within(mosaic).getAllByRole('listitem', { hidden: true })[0]).toHaveTextContent(
      'Fictional profile',
    );
    const images = within(mosaic).getAllByRole('img', { hidden: true });
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
    ]);

    await userEvent.click(links[1]!);
    expect(signup.onClick).toHaveBeenCalledTimes(1);
  });

  it('leads from the member of a member landing to the signup', async () => {
    await hero('member-landing', { member: member(7, { name: 'Clara', age: 36 }) });
    expect(screen.getByRole('link', { name: 'Meet Clara, 36: sign up free' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('shows name, age and city on the swipe card, and marks a fictional member', async () => {
    await hero('tinderswipe', {
      people: [member(1, { name: 'Clara', age: 34, city: 'Leeds', fictional: true })],
    });
    const card = screen.getByRole('listitem');
    expect(card).toHaveTextContent('Clara, 34');
    expect(card).toHaveTextContent('Leeds');
    expect(card).toHaveTextContent('Fictional profile');
  });

  it('says on the map that the pins are no locations', async () => {
    await hero('maplanding', { people });
    expect(screen.getByText('An illustration: the pins do not show where members live.')).toBeInTheDocument();
  });

  it.each(['gallery', 'collagelanding', 'tinderswipe', 'maplanding', 'adultonly'] as const)(
    '%s falls back to its drawn art without members',
    async (variant) => {
      await hero(variant, { people: [] });
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
      expect(document.querySelector('[data-art]')).toBeInTheDocument();
    },
  );
});

describe('the member landings’ hero', () => {
  const clara = member(7, {
    name: 'Clara',
    age: 36,
    city: 'Leeds',
    region: 'Yorkshire and The Humber',
    photo: '/uploads/clara_thumb.jpg',
  });

  it.each(['member-landing', 'member-landing2', 'member-landing3'] as const)(
    '%s shows the member’s photo, name, age and city',
    async (variant) => {
      await hero(variant, { member: clara });
      const card = screen.getByRole('figure', { name: /Clara, 36/ });
      expect(within(card).getByRole('img', { name: 'Photo of Clara' })).toHaveAttribute(
        'src',
        '/uploads/clara_thumb.jpg',
      );
      expect(card).toHaveTextContent('Leeds');
      expect(within(card).getByRole('img')).toHaveAttribute('fetchpriority', 'high');
      expect(screen.queryByRole('note')).not.toBeInTheDocument();
    },
  );

  it('shows the site’s fictional warning beside a fictional member', async () => {
    const warning = 'Some profiles on Harbour Hearts are fictional and run by our team.';
    await renderPage(
      <PeopleHero
        variant="member-landing2"
        data={{ member: { ...clara, fictional: true } }}
        settings={{
          domain_language: 'en_GB',
          fictional_warning: warning,
          fictional_singular: 'fictional profile',
        }}
      />,
    );
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Fictional profile');
    expect(note).toHaveTextContent(warning);
    expect(screen.getByRole('figure')).toHaveTextContent('Fictional profile');
  });

  it('uses its own words where the site writes its warning in another language than the page', async () => {
    await renderPage(
      <PeopleHero
        variant="member-landing2"
        data={{ member: { ...clara, fictional: true } }}
        settings={{
          domain_language: 'de_DE',
          fictional_warning: 'Dieses Profil wird von unserem Team betrieben.',
          fictional_singular: 'fiktives Profil',
        }}
      />,
    );
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Fictional profile');
    expect(note).toHaveTextContent(
      'This profile is fictional. It is run by our team for entertainment, and you cannot meet this person.',
    );
    expect(note).not.toHaveTextContent('Dieses Profil');
  });

  it('uses its own words for the warning where the site has none', async () => {
    await hero('member-landing', { member: { ...clara, fictional: true } });
    expect(screen.getByRole('note')).toHaveTextContent(
      'This profile is fictional. It is run by our team for entertainment, and you cannot meet this person.',
    );
  });

  it('shows the initial where the member has no photo, and the region where the site hides the city', async () => {
    await hero('member-landing3', { member: { ...clara, photo: null, city: null } });
    const card = screen.getByRole('figure', { name: /Clara, 36/ });
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Yorkshire and The Humber');
  });

  it('falls back to the drawn art when the member is nobody a visitor may see', async () => {
    await hero('member-landing', { member: null });
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(document.querySelector('[data-art]')).toBeInTheDocument();
  });
});
