import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'shared-ui/router';
import styled from 'styled-components';
import {
  Alert,
  BlockMemberDialog,
  Button,
  EmptyState,
  LinkButton,
  ReportMemberDialog,
  Spinner,
  useToast,
} from 'shared-ui';
import {
  ERROR_CODES,
  httpStatusOf,
  pathTo,
  readApiError,
  realtimeStatusAtom,
  forgetPurchaseReturn,
  reloadChats,
  settingsAtom,
  useCreditsChanged,
  useRealtimeEvent,
  useRealtimeReconnect,
  userAtom,
  type Conversation,
  type SendMessageResponse,
  type User,
} from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { ChatErrorAlert } from '../../components/ChatErrorAlert';
import { describeChatError, type ChatError } from '../../lib/chat-errors';
import { useNow } from '../../lib/useNow';
import { BuyCreditsSheet } from '../buy-credits';
import { Composer, useFreeMessagesLeft } from '../chat-composer';
import { DeleteChatDialog, useDeleteChat } from '../conversations';
import { GiftPicker } from '../gifts';
import { IcebreakerModal, useIcebreakerOffer } from '../icebreakers';
import { MessageList } from '../messages';
import type { ChatTarget } from './api';
import { ChatTopBar } from './ChatTopBar';
import { EmptyThread } from './EmptyThread';
import { RefusalNotice } from './RefusalNotice';
import { buildThread } from './thread';
import { useConversation } from './useConversation';
import { useMarkRead } from './useMarkRead';
import { useMessages } from './useMessages';
import { useOutbox, type Outgoing } from './useOutbox';
import { typingSignal, useTypingIndicator } from './useTyping';

/** The whole height of the window: the messages scroll between the top bar and the composer. */
const Screen = styled.section`
  display: flex;
  flex-direction: column;
  height: 100vh;
  height: 100dvh;
  background: ${({ theme }) => theme.colors.surface};

  /* Where the 800 px column leaves room on both sides, it is set off from them. */
  @media (min-width: 832px) {
    border-inline: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Centered = styled.div`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md}px;
`;

const ErrorArea = styled.div`
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.sm + 4}px 0`};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * A chat: with a conversation (/chats/:id) or with a member (/members/:id/chat), loaded first, then
 * shown with its messages and composer.
 */
export function ChatScreen({ target }: { target: ChatTarget }) {
  const conversation = useConversation(target);
  if (conversation.data) {
    return (
      <ChatView
        key={conversation.data.profile.id}
        conversation={conversation.data}
        onStarted={conversation.started}
      />
    );
  }
  return (
    <Screen aria-busy={conversation.isPending}>
      <Centered>
        {conversation.isError ? (
          <LoadFailure error={conversation.error} onRetry={() => void conversation.refetch()} />
        ) : (
          <ChatLoading />
        )}
      </Centered>
    </Screen>
  );
}

function ChatLoading() {
  const { t } = useTranslation(namespace);
  return <Spinner size="lg" aria-label={t('chat.loading')} />;
}

/** A conversation that cannot be shown: gone (or never ours), blocked, or not loaded (try again). */
function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(namespace);
  const [described, setDescribed] = useState<{ code: string | null; message: string } | null>(null);
  useEffect(() => {
    let current = true;
    void readApiError(error).then(async (body) => {
      const { message } = await describeChatError(error, t);
      if (current) setDescribed({ code: body?.error ?? null, message });
    });
    return () => {
      current = false;
    };
  }, [error, t]);
  if (!described) return null;
  const back = <LinkButton to={pathTo('chats')}>{t('chat.allConversations')}</LinkButton>;
  if (httpStatusOf(error) === 404 || described.code === ERROR_CODES.notFound) {
    return (
      <EmptyState
        headingLevel={1}
        title={t('chat.notFound.title')}
        description={t('chat.notFound.description')}
        action={back}
      />
    );
  }
  if (described.code === ERROR_CODES.blockedByMember || described.code === ERROR_CODES.memberBlocked) {
    return <EmptyState headingLevel={1} title={described.message} action={back} />;
  }
  return (
    <Alert
      tone="danger"
      action={
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          {t('chat.retry')}
        </Button>
      }
    >
      {described.message}
    </Alert>
  );
}

interface ChatViewProps {
  conversation: Conversation;
  /** The first message created the conversation with this id. */
  onStarted: (id: number) => void;
}

function ChatView({ conversation, onStarted }: ChatViewProps) {
  const { t } = useTranslation(namespace);
  const user = useAtomValue(userAtom) as User;
  const settings = useAtomValue(settingsAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const now = useNow();
  const [searchParams, setSearchParams] = useSearchParams();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const { profile } = conversation;
  const ownId = user.profile.id;
  const conversationId = conversation.id;

  const messages = useMessages(conversationId);
  const typing = useTypingIndicator();
  const applyCredits = useCreditsChanged();
  const freeMessagesLeft = useFreeMessagesLeft();
  const socketStatus = useAtomValue(realtimeStatusAtom);
  const deletion = useDeleteChat();
  const [sendError, setSendError] = useState<ChatError | null>(null);
  const [confirmBlock, setConfirmBlock] = useState(false);
  // The report dialog: closed, or open for the conversation and perhaps one message in it.
  const [reporting, setReporting] = useState<{ message?: number } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [buyingCredits, setBuyingCredits] = useState(false);
  // Back in the chat after buying credits (or not): the order page no longer offers the way back here.
  useEffect(() => forgetPurchaseReturn(), []);
  // The other member's read position from the socket (a receipt may arrive before the sent message's answer).
  const [readUpTo, setReadUpTo] = useState(0);

  // Where a message goes is read when it is sent: the first one may have created the conversation since.
  const latestId = useRef(conversationId);
  useEffect(() => {
    latestId.current = conversationId;
  }, [conversationId]);

  const stored = (answer: SendMessageResponse) => {
    const id = answer.message.conversation_id;
    messages.add(id, [answer.message]);
    if (latestId.current === null) {
      latestId.current = id;
      onStarted(id);
    }
    applyCredits({
      credits: answer.credits,
      paid_user: user.paid_user,
      free_messages_left: answer.free_messages_left,
    });
    setSendError(null);
    // The socket's echo of the message moves it to the top of the list; without a socket, the list is loaded.
    if (socketStatus !== 'open') void reloadChats(queryClient, ownId);
  };

  const outbox = useOutbox({
    recipient: () =>
      latestId.current !== null ? { conversation: latestId.current } : { member: profile.id },
    onStored: stored,
    onFailed: (error) => void describeChatError(error, t, profile.name).then(setSendError),
  });

  const send = (content: Outgoing) => {
    setSendError(null);
    outbox.send(content);
  };

  useRealtimeEvent('message', ({ message }) => {
    const here =
      conversationId !== null ? message.conversation_id === conversationId : message.sender_id === profile.id;
    if (!here) return;
    if (conversationId === null) {
      latestId.current = message.conversation_id;
      onStarted(message.conversation_id);
    }
    messages.add(message.conversation_id, [message]);
    if (message.sender_id === profile.id) typing.stop();
  });
  useRealtimeEvent('typing', (event) => {
    if (event.conversation === conversationId && event.member === profile.id) typing.start();
  });
  useRealtimeEvent('read', (event) => {
    if (event.conversation !== conversationId) return;
    messages.markReadUpTo(event.up_to);
    setReadUpTo((current) => Math.max(current, event.up_to));
  });
  useRealtimeEvent('chat_removed', (event) => {
    if (event.conversation === conversationId) navigate(pathTo('chats'));
  });
  useRealtimeReconnect(() => void messages.catchUp().catch(() => undefined));

  const latestIncoming = messages.messages.reduce(
    (max, message) => (message.sender_id === profile.id ? Math.max(max, message.id) : max),
    0,
  );
  useMarkRead(conversationId, latestIncoming, messages.loaded);

  const thread = buildThread(messages.messages, outbox.pending, ownId, readUpTo);
  const historyReady = conversationId === null || messages.loaded;
  const giftRequested = searchParams.get('gift') === '1';
  // The profile's gift button opens the picker here (?gift=1), once: the parameter is then removed.
  const [giftsOpen, setGiftsOpen] = useState(() => giftRequested && conversation.can_send);
  useEffect(() => {
    if (!giftRequested) return;
    setSearchParams(
      (params) => {
        params.delete('gift');
        return params;
      },
      { replace: true },
    );
  }, [giftRequested, setSearchParams]);

  const icebreakers = useIcebreakerOffer(
    ownId,
    profile.id,
    historyReady && thread.length === 0 && conversation.can_send && !giftRequested && !giftsOpen,
  );

  const focusComposer = () => requestAnimationFrame(() => textarea.current?.focus());

  const chooseIcebreaker = (text: string) => {
    icebreakers.hide();
    send({ kind: 'text', text });
    focusComposer();
  };

  const deleteChat = () => {
    setConfirmDelete(false);
    if (conversationId === null) return;
    deletion.mutate(conversationId);
    navigate(pathTo('chats'));
  };

  const blocked = () => {
    setConfirmBlock(false);
    toast({ tone: 'success', message: t('block.done', { name: profile.name }) });
    void reloadChats(queryClient, ownId);
    navigate(pathTo('chats'));
  };

  let body: ReactNode;
  if (messages.failed) {
    body = (
      <Centered>
        <Alert
          tone="danger"
          action={
            <Button type="button" variant="outline" size="sm" onClick={messages.retry}>
              {t('chat.retry')}
            </Button>
          }
        >
          {t('chat.messagesFailed')}
        </Alert>
      </Centered>
    );
  } else if (!historyReady) {
    body = (
      <Centered>
        <ChatLoading />
      </Centered>
    );
  } else {
    body = (
      <MessageList
        messages={thread}
        otherName={profile.name}
        hasOlder={messages.hasOlder}
        loadingOlder={messages.loadingOlder}
        onLoadOlder={messages.loadOlder}
        olderHidden={messages.olderHidden}
        typing={typing.typing}
        onRetry={outbox.retry}
        onDiscard={outbox.discard}
        onReport={(message) => setReporting({ message })}
        now={now}
        empty={
          <EmptyThread
            profile={profile}
            onIcebreakers={conversation.can_send ? icebreakers.show : undefined}
          />
        }
      />
    );
  }

  return (
    <Screen>
      <ChatTopBar
        profile={profile}
        onBlock={() => setConfirmBlock(true)}
        onReport={() => setReporting({})}
        onDelete={conversationId !== null ? () => setConfirmDelete(true) : null}
      />
      {body}
      {sendError && (
        <ErrorArea>
          <ChatErrorAlert
            error={sendError}
            onDismiss={() => setSendError(null)}
            onBuyCredits={() => setBuyingCredits(true)}
          />
        </ErrorArea>
      )}
      {conversation.can_send ? (
        <Composer
          recipientName={profile.name}
          maxLength={settings?.message_length ?? 1000}
          canAttachPhotos={user.paid_user}
          onSendText={(text) => send({ kind: 'text', text })}
          onSendPhoto={(photo) => send({ kind: 'photo', photo })}
          onOpenGifts={() => setGiftsOpen(true)}
          onTyping={typingSignal(conversationId)}
          textareaRef={textarea}
          draftKey={`${ownId}.${profile.id}`}
          onBuyCredits={() => setBuyingCredits(true)}
          textUnaffordable={freeMessagesLeft === 0 && user.credits < (settings?.message_credits ?? 0)}
        />
      ) : (
        <RefusalNotice refusal={conversation.refusal} memberId={profile.id} name={profile.name} />
      )}
      <GiftPicker
        open={giftsOpen}
        onClose={() => setGiftsOpen(false)}
        recipientName={profile.name}
        price={settings?.gift_credits ?? 0}
        credits={user.credits}
        fictional={profile.fictional}
        onChoose={(gift) => {
          send({ kind: 'gift', gift });
          focusComposer();
        }}
      />
      <BuyCreditsSheet open={buyingCredits} onClose={() => setBuyingCredits(false)} />
      <IcebreakerModal
        open={icebreakers.open}
        profile={profile}
        onChoose={chooseIcebreaker}
        onClose={icebreakers.hide}
        onDecline={() => {
          icebreakers.hide();
          focusComposer();
        }}
      />
      <BlockMemberDialog
        namespace={namespace}
        open={confirmBlock}
        memberId={profile.id}
        name={profile.name}
        describeError={async (failure) => (await describeChatError(failure, t, profile.name)).message}
        onClose={() => setConfirmBlock(false)}
        onBlocked={blocked}
      />
      <ReportMemberDialog
        open={reporting !== null}
        memberId={profile.id}
        name={profile.name}
        context={
          conversationId !== null ? { conversation: conversationId, message: reporting?.message } : undefined
        }
        onClose={() => setReporting(null)}
      />
      <DeleteChatDialog
        name={confirmDelete ? profile.name : null}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={deleteChat}
      />
    </Screen>
  );
}
