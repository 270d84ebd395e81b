import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { addNamespace, i18n } from '../../kernel/i18n/i18n';
import { userAtom } from '../../kernel/session/atoms';
import { userFixture } from '../../testing/fixtures';
import { LoginRequired } from './LoginRequired';

// The caller's namespace: in an app these texts live in its own src/i18n/<language>.json.
addNamespace('story', {
  en: {
    auth: {
      required: 'You need to be logged in',
      hint: 'Log in to buy credits and see your purchases.',
      login: 'Log in',
    },
  },
  de: {
    auth: {
      required: 'Du musst angemeldet sein',
      hint: 'Melde dich an, um Credits zu kaufen und deine Käufe zu sehen.',
      login: 'Einloggen',
    },
  },
});
void i18n.loadNamespaces('story');

function sessionStore(loggedIn: boolean) {
  const store = createStore();
  store.set(userAtom, loggedIn ? userFixture() : null);
  return store;
}

const meta = {
  title: 'Feedback/LoginRequired',
  component: LoginRequired,
  args: {
    namespace: 'story',
    children: <p>Your credits: 40</p>,
  },
  decorators: [
    (Story, { parameters }) => (
      <Provider store={sessionStore(Boolean(parameters.loggedIn))}>
        <MemoryRouter>
          <Story />
        </MemoryRouter>
      </Provider>
    ),
  ],
} satisfies Meta<typeof LoginRequired>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};
export const OwnWording: Story = {
  name: 'Visitor, with the page’s own wording',
  args: { title: 'See who likes you', hint: 'Log in to see the members who liked your profile.' },
};
export const LoggedIn: Story = { parameters: { loggedIn: true } };
