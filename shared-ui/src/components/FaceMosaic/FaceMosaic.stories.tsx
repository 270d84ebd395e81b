import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { LanderMember } from 'contract';
import { FaceMosaic, FaceMosaicPlaceholders, type FaceMosaicProps } from './FaceMosaic';

// A small inline portrait, so the story needs no network or files.
const portrait = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="${fill}"/><circle cx="60" cy="48" r="24" fill="#e8461e"/><rect x="24" y="80" width="72" height="40" rx="36" fill="#e8461e"/></svg>`,
  )}`;

const member = (id: number, name: string, age: number, extra: Partial<LanderMember> = {}): LanderMember => ({
  id,
  name,
  age,
  city: 'Bristol',
  region: 'England',
  country: 'GB',
  photo: portrait(['#ffd8c8', '#d8e8ff', '#e0ffd8', '#fff0c8', '#f0d8ff', '#d8fff6'][id % 6]!),
  fictional: false,
  ...extra,
});

const people = [
  member(1, 'Sofia', 29),
  member(2, 'Clara', 34, { fictional: true }),
  member(3, 'Maximiliane-Josephine', 41),
  member(4, 'Anna', 25, { photo: null }),
  member(5, 'Emma', 31),
  member(6, 'Lena', 27),
];

const texts: FaceMosaicProps['texts'] = {
  label: 'Members you could meet',
  name: (face) => `${face.name}, ${face.age}`,
  photoAlt: (face) => `Photo of ${face.name}`,
  meet: (face) => `Meet ${face.name}, ${face.age}: sign up free`,
  fictional: 'Fictional profile',
};

const meta = {
  title: 'Data display/FaceMosaic',
  component: FaceMosaic,
  args: {
    people,
    texts,
    link: { href: '#signup', onClick: (event) => event.preventDefault() },
    sizes: { lead: '(min-width: 768px) 370px, 66vw', face: '(min-width: 768px) 180px, 34vw' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FaceMosaic>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnThePage: Story = { name: 'On the page (the visitors’ home)' };

export const OnTheBrandColour: Story = {
  name: 'On the brand colour (a lander)',
  args: { tone: 'brand' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, background: '#7a1f3d' }}>
        <Story />
      </div>
    ),
  ],
};

export const WithoutLinks: Story = {
  name: 'Without links (no signup here)',
  args: { link: null },
};

export const Placeholders: Story = {
  name: 'While the faces load',
  render: () => <FaceMosaicPlaceholders />,
};
