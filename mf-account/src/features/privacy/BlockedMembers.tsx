import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Card } from 'shared-ui';
import { namespace } from '../../app/translations';
import { BlockedMemberRow } from './BlockedMemberRow';
import { useBlockedMembers } from './useBlockedMembers';

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  margin: ${({ theme }) => theme.space.sm}px 0 0;
  padding: 0;
  list-style: none;
`;

/** The empty state; it takes focus when the last row went away, so focus is not lost with the row. */
const Empty = styled.p`
  margin: ${({ theme }) => theme.space.sm}px 0 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  &:focus {
    outline: none;
  }
`;

const Failure = styled.div`
  margin-top: ${({ theme }) => theme.space.sm}px;
`;

/**
 * What blocking does, and the members the user blocked (newest first), each with the way back: unblocking
 * takes the row away and puts focus on the next row's button (else the one before, else the empty state).
 */
export function BlockedMembers() {
  const { t } = useTranslation(namespace);
  const headingId = useId();
  const { members, loading, loadFailed, unblock, pendingId, failure, cdnPrefix } = useBlockedMembers();
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const emptyRef = useRef<HTMLParagraphElement>(null);

  // Where focus goes once the list without the unblocked row is on the page: the neighbour's button or the
  // empty state. Moved after that render (the effect below), however late it comes.
  const focusAfterUnblock = useRef<number | 'empty' | null>(null);
  useEffect(() => {
    const wanted = focusAfterUnblock.current;
    if (wanted === null) return;
    const target = wanted === 'empty' ? emptyRef.current : buttons.current.get(wanted);
    if (!target) return;
    focusAfterUnblock.current = null;
    target.focus();
  }, [members]);

  const unblockAndMoveFocus = async (id: number) => {
    const ids = members?.map((member) => member.id) ?? [];
    const index = ids.indexOf(id);
    focusAfterUnblock.current = ids[index + 1] ?? ids[index - 1] ?? 'empty';
    if (!(await unblock(id))) focusAfterUnblock.current = null;
  };

  return (
    <Card as="section" aria-labelledby={headingId} aria-busy={loading || pendingId !== null}>
      <Heading id={headingId}>{t('settings.privacy.blocked.title')}</Heading>
      <Text>{t('settings.privacy.blocked.text')}</Text>
      {loadFailed && (
        <Failure>
          <Alert tone="danger">{t('settings.privacy.blocked.loadFailed')}</Alert>
        </Failure>
      )}
      {members && members.length === 0 && (
        <Empty ref={emptyRef} tabIndex={-1}>
          {t('settings.privacy.blocked.empty')}
        </Empty>
      )}
      {members && members.length > 0 && (
        <List aria-labelledby={headingId}>
          {members.map((member) => (
            <BlockedMemberRow
              key={member.id}
              member={member}
              cdnPrefix={cdnPrefix}
              busy={pendingId === member.id}
              onUnblock={(chosen) => void unblockAndMoveFocus(chosen.id)}
              buttonRef={(button) => {
                if (button) buttons.current.set(member.id, button);
                else buttons.current.delete(member.id);
              }}
            />
          ))}
        </List>
      )}
      {failure && (
        <Failure>
          <Alert tone="danger">{failure}</Alert>
        </Failure>
      )}
    </Card>
  );
}
