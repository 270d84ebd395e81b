import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LanderMember } from 'contract';
import { renderWithTheme } from '../internal/render';
import { FaceMosaic, FaceMosaicPlaceholders, type FaceMosaicProps } from './FaceMosaic';

const member = (id: number, extra: Partial<LanderMember> = {}): LanderMember => ({
  id,
  name: `Member ${id}`,
  age: 20 + id,
  city: null,
  region: null,
  country: 'GB',
  photo: `https://cdn.example/u/${id}_thumb.jpg`,
  fictional: false,
  ...extra,
});

const texts: FaceMosaicProps['texts'] = {
  label: 'Members you could meet',
  name: (face) => `${face.name}, ${face.age}`,
  photoAlt: (face) => `Photo of ${face.name}`,
  meet: (face) => `Meet ${face.name}, ${face.age}: sign up free`,
  fictional: 'Fictional profile',
};

const sizes = { lead: 'lead-size', face: 'face-size' };

const people = [
  member(1, { name: 'Clara', age: 34, fictional: true }),
  member(2, { name: 'Anna', photo: null }),
  ...[3, 4, 5, 6].map((id) => member(id)),
];

describe('FaceMosaic', () => {
  it('shows each member with name and age, three on a phone, each face a link into the signup', async () => {
    const onClick = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <FaceMosaic people={people} texts={texts} sizes={sizes} link={{ href: '/signup', onClick }} />,
    );
    const mosaic = screen.getByRole('list', { name: 'Members you could meet' });
    // jsdom matches no media query: the phone's layout, the large face and two beside it.
    expect(within(mosaic).getAllByRole('link')).toHaveLength(3);
    const links = within(mosaic).getAllByRole('link', { hidden: true });
    expect(links).toHaveLength(6);
    expect(links[0]).toHaveAccessibleName('Meet Clara, 34: sign up free');
    expect(links[0]).toHaveAttribute('href', '/signup');
    expect(within(links[0]!).getByRole('img', { name: 'Photo of Clara' })).toBeInTheDocument();
    expect(mosaic).toHaveTextContent('Clara, 34');
    await userEvent.setup().click(links[1]!);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('labels a fictional member on their photo, and only them', () => {
    renderWithTheme(<FaceMosaic people={people} texts={texts} sizes={sizes} link={null} />);
    const faces = screen.getAllByRole('listitem', { hidden: true });
    expect(faces[0]).toHaveTextContent('Fictional profile');
    expect(faces[2]).not.toHaveTextContent('Fictional profile');
  });

  it('fetches the first photo with the page and the others once laid out, each for its drawn width', () => {
    renderWithTheme(<FaceMosaic people={people} texts={texts} sizes={sizes} link={null} />);
    // Anna has no photo: five pictures for six members, her initial instead.
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
    ]);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images.map((image) => image.getAttribute('sizes'))).toEqual([
      'lead-size',
      ...Array(4).fill('face-size'),
    ]);
    expect(screen.getAllByRole('listitem', { hidden: true })[1]).toHaveTextContent('A');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('draws nothing without members, and empty boxes while they load', () => {
    const { container } = renderWithTheme(<FaceMosaic people={[]} texts={texts} sizes={sizes} link={null} />);
    expect(container).toBeEmptyDOMElement();
    renderWithTheme(<FaceMosaicPlaceholders data={{ 'data-faces': 'loading' }} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(document.querySelector('[data-faces="loading"]')?.children).toHaveLength(6);
  });
});
