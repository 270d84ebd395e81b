import { useEffect, useRef, useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'shared-ui/router';
import styled from 'styled-components';
import { Alert, Button, Spinner, loadFailureText } from 'shared-ui';
import { pathTo, useChats, userAtom, type ChatEntry } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { useNow } from '../../lib/useNow';
import { useLikeList } from '../likes';
import { newestFirst } from './chat-list';
import { ConversationListEmpty } from './ConversationListEmpty';
import { ConversationListItem } from './ConversationListItem';
import { DeleteChatDialog } from './DeleteChatDialog';
import { deleteChatErrorAtom } from './deleteError';
import { matchFaces } from './matches-row';
import { MatchesRow } from './MatchesRow';
import { useDeleteChat } from './useDeleteChat';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Notice = styled.div`
  padding: ${({ theme }) => theme.space.md}px;
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl}px;
`;

/**
 * The member's matches as a row of faces, then their conversations, newest first, each opening its chat.
 * The list waits for the matches (the row never pushes the list down after it showed); matches that cannot
 * be loaded leave the row out. Deleting asks first, then takes the chat off the list at once; a refusal
 * shows above the list.
 */
export function ConversationList() {
  const { t } = useTranslation(namespace);
  const ownId = useAtomValue(userAtom)?.profile.id ?? null;
  const { pathname } = useLocation();
  const now = useNow();
  const chats = useChats();
  const deletion = useDeleteChat();
  const [deleteError, setDeleteError] = useAtom(deleteChatErrorAtom);
  const [confirming, setConfirming] = useState<ChatEntry | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Where the keyboard focus goes once a deleted chat has left the list: the chat that took its place.
  const refocus = useRef<{ conversation: number; index: number } | null>(null);
  const entries = chats.data ? newestFirst(chats.data.chats) : null;
  const matches = useLikeList('matches').state;

  useEffect(() => {
    const target = refocus.current;
    if (!target || !entries || entries.some((entry) => entry.conversation === target.conversation)) return;
    refocus.current = null;
    const links = listRef.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [];
    (links[Math.min(target.index, links.length - 1)] ?? listRef.current)?.focus();
  });

  const confirmDelete = () => {
    if (confirming && entries) {
      refocus.current = {
        conversation: confirming.conversation,
        index: entries.findIndex((entry) => entry.conversation === confirming.conversation),
      };
      deletion.mutate(confirming.conversation);
    }
    setConfirming(null);
  };

  const isOpen = (entry: ChatEntry) =>
    pathname === pathTo('chats-id', { id: entry.conversation }) ||
    pathname === pathTo('members-id-chat', { id: entry.profile.id });

  let content;
  if (entries && matches.status !== 'loading') {
    const faces = matches.status === 'ready' ? matchFaces(matches.value, entries) : [];
    const row = faces.length > 0 && <MatchesRow faces={faces} invite={entries.length === 0} />;
    content =
      entries.length === 0 ? (
        row || <ConversationListEmpty />
      ) : (
        <>
          {row}
          <List ref={listRef} tabIndex={-1} aria-label={t('conversations.listLabel')}>
            {entries.map((entry) => (
              <ConversationListItem
                key={entry.conversation}
                entry={entry}
                ownId={ownId}
                now={now}
                active={isOpen(entry)}
                onDelete={setConfirming}
              />
            ))}
          </List>
        </>
      );
  } else if (chats.isError && !chats.isFetching) {
    content = (
      <Notice>
        <Alert
          tone="danger"
          action={
            <Button type="button" variant="outline" size="sm" onClick={() => void chats.refetch()}>
              {t('conversations.retry')}
            </Button>
          }
        >
          {loadFailureText(chats.error, t('conversations.failed'))}
        </Alert>
      </Notice>
    );
  } else {
    content = (
      <Loading>
        <Spinner size="lg" aria-label={t('conversations.loading')} />
      </Loading>
    );
  }

  return (
    <>
      {deleteError && (
        <Notice>
          <Alert tone="danger" title={t('deleteChat.failed')} onDismiss={() => setDeleteError(null)}>
            {deleteError}
          </Alert>
        </Notice>
      )}
      {content}
      <DeleteChatDialog
        name={confirming?.profile.name ?? null}
        onCancel={() => setConfirming(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
