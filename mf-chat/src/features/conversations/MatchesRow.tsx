import { useId } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import styled from 'styled-components';
import { Avatar } from 'shared-ui';
import { pathTo, photoUrl, settingsAtom } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import type { MatchFace } from './matches-row';

const FACE_PX = 64;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => `${theme.space.sm + 4}px 0 ${theme.space.sm}px`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.md}px;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Invite = styled.p`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.md}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/* One row that scrolls sideways (and snaps to a face); the page itself never scrolls sideways. */
const Row = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.sm + 4}px;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x proximity;
  scrollbar-width: thin;

  & > li {
    flex: none;
    scroll-snap-align: start;
  }
`;

const Face = styled(Link)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xxs}px;
  width: ${FACE_PX + 8}px;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover > span:last-child {
    text-decoration: underline;
  }
`;

/* A new match wears the brand colour around the face. */
const Ring = styled.span`
  display: inline-flex;
  padding: 2px;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.round};

  &[data-new] {
    border-color: ${({ theme }) => theme.colors.brandPrimary};
  }
`;

const FirstName = styled.span`
  max-width: 100%;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export interface MatchesRowProps {
  faces: readonly MatchFace[];
  /** No conversation yet: the row says what to do with the matches. */
  invite: boolean;
}

/**
 * The member's matches above the conversations, as a row of round faces; each opens the chat with that
 * member (their conversation, or a new one). Titled 'New matches' while some are waiting for a first message.
 */
export function MatchesRow({ faces, invite }: MatchesRowProps) {
  const { t } = useTranslation(namespace);
  const titleId = useId();
  const cdnPrefix = useAtomValue(settingsAtom)?.cdn_prefix;
  const waiting = faces.some((face) => face.conversation === null);
  return (
    <Section aria-labelledby={titleId}>
      <Title id={titleId}>
        {t(waiting ? 'conversations.matches.newTitle' : 'conversations.matches.title')}
      </Title>
      {invite && <Invite>{t('conversations.matches.invite')}</Invite>}
      <Row>
        {faces.map(({ match, conversation }) => {
          const { profile } = match;
          const image =
            profile.main_image && cdnPrefix ? photoUrl(cdnPrefix, profile.main_image.thumb_filename) : null;
          return (
            <li key={profile.id}>
              <Face
                to={
                  conversation !== null
                    ? pathTo('chats-id', { id: conversation })
                    : pathTo('members-id-chat', { id: profile.id })
                }
                aria-label={t(
                  match.isNew ? 'conversations.matches.chatWithNew' : 'conversations.matches.chatWith',
                  {
                    name: profile.name,
                  },
                )}
              >
                <Ring data-new={match.isNew ? '' : undefined}>
                  <Avatar src={image} name={profile.name} size={FACE_PX} decorative />
                </Ring>
                <FirstName aria-hidden="true">{profile.name}</FirstName>
              </Face>
            </li>
          );
        })}
      </Row>
    </Section>
  );
}
