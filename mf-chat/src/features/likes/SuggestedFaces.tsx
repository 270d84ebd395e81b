import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import styled from 'styled-components';
import { Avatar } from 'shared-ui';
import { pathTo, photoUrl, settingsAtom, suggestionsQueryOptions, userAtom } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';

const FACES = 4;
/* The faces' size in pixels (the Avatar's 'lg'), also the height their row keeps while they load. */
const AVATAR_PX = 72;

/* Four faces need 312 px: on a narrower phone (320 px) the row shows three rather than run off the screen. */
const Row = styled.ul`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;

  @media (max-width: 359px) {
    & > li:nth-child(n + 4) {
      display: none;
    }
  }
`;

const Face = styled(Link)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xxs}px;
  width: 72px;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;

  & > span:last-child {
    max-width: 100%;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }

  &:hover > span:last-child {
    text-decoration: underline;
  }
`;

/* The row's room while the faces load: an avatar, the gap and one line of name. */
const Reserved = styled.div`
  height: calc(
    ${AVATAR_PX}px + ${({ theme }) => theme.space.xxs}px + ${({ theme }) => theme.fontSizes.sm} *
      ${({ theme }) => theme.lineHeights.body}
  );
`;

/**
 * A few members the match finder suggests, as faces: an empty likes list starts from people, not from a
 * form. Their row's room is kept while they load, so nothing below moves when they arrive; nothing shows
 * when there are none.
 */
export function SuggestedFaces() {
  const { t } = useTranslation(namespace);
  const userId = useAtomValue(userAtom)?.profile.id ?? null;
  const cdnPrefix = useAtomValue(settingsAtom)?.cdn_prefix;
  const suggestions = useQuery({
    ...suggestionsQueryOptions(userId),
    enabled: userId !== null,
    retry: false,
  });
  const faces = suggestions.data?.profiles.slice(0, FACES) ?? [];
  if (suggestions.isPending && userId !== null) return <Reserved aria-hidden="true" />;
  if (faces.length === 0) return null;
  return (
    <Row aria-label={t('likes.empty.suggestions')}>
      {faces.map((profile) => (
        <li key={profile.id}>
          <Face to={pathTo('members-id', { id: profile.id })}>
            <Avatar
              src={
                profile.main_image && cdnPrefix
                  ? photoUrl(cdnPrefix, profile.main_image.thumb_filename)
                  : null
              }
              name={profile.name}
              size={AVATAR_PX}
              decorative
            />
            <span>{profile.name}</span>
          </Face>
        </li>
      ))}
    </Row>
  );
}
