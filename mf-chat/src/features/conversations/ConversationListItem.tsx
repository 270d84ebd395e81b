import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import styled from 'styled-components';
import { Avatar, CountBadge, FictionalDisclosure, IconButton } from 'shared-ui';
import { pathTo, type ChatEntry } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { TrashIcon } from '../../components/icons';
import { useMemberPhoto } from '../../lib/member-photo';
import { useFormatLocale } from '../../lib/useFormatLocale';
import { formatFullDate, formatRelativeTime } from '../../lib/time';
import { describeLastMessage } from './chat-list';

const Row = styled.li`
  display: flex;
  align-items: center;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:has(a[aria-current='page']) {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
`;

const EntryLink = styled(Link)`
  display: flex;
  flex: 1;
  min-width: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm + 4}px;
  padding: ${({ theme }) =>
    `${theme.space.sm + 4}px ${theme.space.xs}px ${theme.space.sm + 4}px ${theme.space.md}px`};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &:focus-visible {
    outline-offset: -3px;
  }
`;

const Body = styled.span`
  display: grid;
  flex: 1;
  min-width: 0;
  gap: ${({ theme }) => theme.space.xxs}px;
`;

const Line = styled.span`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  min-width: 0;
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Time = styled.time<{ $unread: boolean }>`
  flex: none;
  color: ${({ theme, $unread }) => ($unread ? theme.colors.primary : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme, $unread }) => ($unread ? theme.fontWeights.bold : theme.fontWeights.regular)};
`;

const Preview = styled.span<{ $unread: boolean }>`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme, $unread }) => ($unread ? theme.colors.text : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme, $unread }) => ($unread ? theme.fontWeights.medium : theme.fontWeights.regular)};
`;

const DeleteButton = styled(IconButton)`
  margin-right: ${({ theme }) => theme.space.xs}px;
  font-size: 1.1rem;
`;

export interface ConversationListItemProps {
  entry: ChatEntry;
  ownId: number | null;
  now: Date;
  active: boolean;
  onDelete: (entry: ChatEntry) => void;
}

/** One conversation: photo, name, last message in words, how long ago, unread count, and delete. */
export function ConversationListItem({ entry, ownId, now, active, onDelete }: ConversationListItemProps) {
  const { t } = useTranslation(namespace);
  const locale = useFormatLocale();
  const photo = useMemberPhoto(entry.profile);
  const unread = entry.num_unread_messages > 0;
  const lastAt = entry.last_message ? new Date(entry.last_message.created_at) : null;
  return (
    <Row>
      <EntryLink
        to={pathTo('chats-id', { id: entry.conversation })}
        aria-current={active ? 'page' : undefined}
      >
        <Avatar src={photo} name={entry.profile.name} size="md" decorative />
        <Body>
          <Line>
            <Name>{entry.profile.name}</Name>
            {entry.profile.fictional && <FictionalDisclosure />}
            {lastAt && (
              <Time
                $unread={unread}
                dateTime={entry.last_message?.created_at}
                title={formatFullDate(lastAt, locale)}
              >
                {formatRelativeTime(lastAt, now, locale, t('time.justNow'))}
              </Time>
            )}
          </Line>
          <Line>
            <Preview $unread={unread}>{describeLastMessage(entry.last_message, ownId, t)}</Preview>
            <CountBadge
              count={entry.num_unread_messages}
              tone="primary"
              aria-label={t('conversations.unread', { count: entry.num_unread_messages })}
            />
          </Line>
        </Body>
      </EntryLink>
      <DeleteButton
        aria-label={t('conversations.delete', { name: entry.profile.name })}
        onClick={() => onDelete(entry)}
      >
        <TrashIcon />
      </DeleteButton>
    </Row>
  );
}
