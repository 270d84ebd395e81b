import { useSyncExternalStore } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../test/renderPage';
import { MessageList, type MessageListProps } from './MessageList';
import type { ThreadMessage } from './thread-message';

const NOW = new Date(2025, 4, 10, 15, 0);

function item(key: string, overrides: Partial<ThreadMessage> = {}): ThreadMessage {
  return {
    key,
    id: Number(key.replace(/\D/g, '')) || null,
    own: false,
    kind: 'text',
    text: key,
    gift: null,
    image: null,
    createdAt: new Date(2025, 4, 10, 9, 0).toISOString(),
    status: null,
    clientId: null,
    ...overrides,
  };
}

function props(overrides: Partial<MessageListProps> = {}): MessageListProps {
  return {
    messages: [],
    otherName: 'Lotte',
    hasOlder: false,
    loadingOlder: false,
    onLoadOlder: jest.fn(),
    olderHidden: false,
    typing: false,
    onRetry: jest.fn(),
    onDiscard: jest.fn(),
    now: NOW,
    ...overrides,
  };
}

/** Props a test changes while the list stays mounted, as the chat changes them. */
function propsStore(initial: Partial<MessageListProps>) {
  let current = props(initial);
  const listeners = new Set<() => void>();
  return {
    change: (next: Partial<MessageListProps>) => {
      current = { ...current, ...next };
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => current,
  };
}

function Harness({ store }: { store: ReturnType<typeof propsStore> }) {
  return <MessageList {...useSyncExternalStore(store.subscribe, store.get)} />;
}

const region = () => screen.getByRole('region', { name: 'Messages with Lotte' });

describe('MessageList', () => {
  it('puts a separator before each day', async () => {
    await renderPage(
      <MessageList
        {...props({
          messages: [
            item('a', { createdAt: new Date(2025, 3, 28, 10, 0).toISOString() }),
            item('b', { createdAt: new Date(2025, 4, 9, 23, 59).toISOString() }),
            item('c', { createdAt: new Date(2025, 4, 10, 0, 1).toISOString() }),
            item('d', { createdAt: new Date(2025, 4, 10, 14, 0).toISOString() }),
          ],
        })}
      />,
    );
    const days = within(region()).getAllByRole('heading', { level: 2 });
    expect(days.map((day) => day.textContent)).toEqual(['Monday, April 28', 'Yesterday', 'Today']);
    expect(within(days[2]!.closest('section')!).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows gifts with their drawing and photos with a description', async () => {
    await renderPage(
      <MessageList
        {...props({
          messages: [
            item('g', { kind: 'gift', gift: 'rose', text: '' }),
            item('p', {
              kind: 'photo',
              text: '',
              image: { url: '/api/chat-attachment.php?id=3', width: 800, height: 600 },
            }),
            item('o', {
              own: true,
              kind: 'photo',
              text: '',
              status: 'sending',
              image: { url: 'blob:1', width: null, height: null },
            }),
          ],
        })}
      />,
    );
    const gift = within(region()).getByText('Gift: Rose').closest('li')!;
    expect(gift.querySelector('svg')).not.toBeNull();
    expect(within(region()).getByRole('img', { name: 'Photo from Lotte' })).toHaveAttribute(
      'src',
      '/api/chat-attachment.php?id=3',
    );
    const own = within(region()).getByRole('img', { name: 'Your photo' });
    expect(own.closest('li')).toHaveTextContent('Sending…');
  });

  it('offers to send a failed message again, or to remove it', async () => {
    const onRetry = jest.fn();
    const onDiscard = jest.fn();
    await renderPage(
      <MessageList
        {...props({
          onRetry,
          onDiscard,
          messages: [item('c:1', { own: true, status: 'failed', clientId: 'client-1', text: 'Hello?' })],
        })}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(onRetry).toHaveBeenCalledWith('client-1');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onDiscard).toHaveBeenCalledWith('client-1');
  });

  it("offers to report the other member's stored messages, never the member's own or one on its way", async () => {
    const onReport = jest.fn();
    await renderPage(
      <MessageList
        {...props({
          onReport,
          messages: [
            item('m:7', { text: 'Send me money' }),
            item('m:8', { own: true, status: 'sent' }),
            item('c:9', { own: true, status: 'sending', id: null }),
          ],
        })}
      />,
    );
    const buttons = screen.getAllByRole('button', { name: 'Report this message from Lotte' });
    expect(buttons).toHaveLength(1);
    await userEvent.setup().click(buttons[0]!);
    expect(onReport).toHaveBeenCalledWith(7);
  });

  it('shows when the other member is typing', async () => {
    await renderPage(<MessageList {...props({ typing: true, messages: [item('a')] })} />);
    expect(screen.getByText('Lotte is typing…')).toBeInTheDocument();
  });

  it('announces the other member’s new messages, not the history it opened with', async () => {
    const history = [item('a', { text: 'Old news' })];
    const store = propsStore({ messages: history });
    await renderPage(<Harness store={store} />);
    const live = region().querySelector('[aria-live="polite"]')!;
    expect(live).toHaveTextContent(/^$/);

    act(() => store.change({ messages: [...history, item('b', { own: true, text: 'Mine' })] }));
    expect(live).toHaveTextContent(/^$/);
    act(() =>
      store.change({ messages: [...history, item('b', { own: true }), item('c', { text: 'Fresh!' })] }),
    );
    expect(live).toHaveTextContent('New message from Lotte: Fresh!');
  });

  it('loads older messages from a button, and shows the privacy notice at the start', async () => {
    const onLoadOlder = jest.fn();
    const store = propsStore({ hasOlder: true, onLoadOlder, messages: [item('a')] });
    await renderPage(<Harness store={store} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(onLoadOlder).toHaveBeenCalled();
    act(() => store.change({ loadingOlder: true }));
    expect(screen.getByLabelText('Loading older messages…')).toBeInTheDocument();
    act(() => store.change({ hasOlder: false, loadingOlder: false, olderHidden: true }));
    expect(
      screen.getByText('Older messages are no longer visible to protect your privacy.'),
    ).toBeInTheDocument();
  });

  it('shows what an empty conversation offers', async () => {
    await renderPage(<MessageList {...props({ empty: <p>Say hello</p> })} />);
    expect(screen.getByText('Say hello')).toBeInTheDocument();
  });
});
