import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import styled from 'styled-components';
import { Avatar, Badge } from 'shared-ui';
import { photoUrl, settingsAtom, type MemberCard, pathTo } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { TILE_RATIO } from './likes-layout';

/* The photo is the tile: a 3:4 portrait (the card thumbnail's own shape), the name laid on its lower edge. */
const Tile = styled(Link)`
  position: relative;
  display: grid;
  grid-template: minmax(0, 1fr) / minmax(0, 1fr);
  aspect-ratio: ${TILE_RATIO};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.textInverse};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.sm};

  & > * {
    grid-area: 1 / 1;
    min-width: 0;
  }

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

const NoPhoto = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
`;

/* On a shade at least 72 % dark where the text begins: white text reads on a white photo too. */
const Caption = styled.span`
  align-self: end;
  display: grid;
  gap: ${({ theme }) => theme.space.xxs}px;
  padding: ${({ theme }) => `${theme.space.xl}px ${theme.space.sm + 4}px ${theme.space.sm + 2}px`};
  background: linear-gradient(
    to bottom,
    rgba(17, 19, 23, 0) 0,
    rgba(17, 19, 23, 0.72) ${({ theme }) => theme.space.xl}px,
    rgba(17, 19, 23, 0.82) 100%
  );
`;

const oneLine = `
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Name = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.5rem;
  ${oneLine}
`;

const Place = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.25rem;
  ${oneLine}
`;

/* Over the photo's top corner; last in the DOM so the link reads "Anna, 28, Bristol, New like!". */
const NewBadge = styled(Badge)`
  align-self: start;
  justify-self: start;
  margin: ${({ theme }) => theme.space.sm}px;
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

/** 'City, Region', whichever the member shows; a city that gives its region its name once (not "London, London"). */
function placeOf({ city, region }: Pick<MemberCard, 'city' | 'region'>): string {
  const same = city && region && city.trim().toLocaleLowerCase() === region.trim().toLocaleLowerCase();
  return same ? city.trim() : [city, region].filter(Boolean).join(', ');
}

/**
 * A member on a likes list as a face: their portrait filling the tile, name and age on it, and 'New like!'
 * while the like is new. The tile links to their profile under /likes/m/:id (opening it clears the new flag).
 * The photo is decorative: the link's text names the member.
 */
export function LikeCard({ profile, isNew }: { profile: MemberCard; isNew: boolean }) {
  const { t } = useTranslation(namespace);
  const cdnPrefix = useAtomValue(settingsAtom)?.cdn_prefix;
  const image =
    profile.main_image && cdnPrefix ? photoUrl(cdnPrefix, profile.main_image.thumb_filename) : null;
  const place = placeOf(profile);
  return (
    <Tile to={pathTo('likes-m-id', { id: profile.id })} data-new={isNew ? '' : undefined}>
      {image ? (
        <img src={image} alt="" width={300} height={400} loading="lazy" decoding="async" />
      ) : (
        <NoPhoto>
          <Avatar name={profile.name} size="xl" decorative />
        </NoPhoto>
      )}
      <Caption>
        <Name>
          {profile.name}, {profile.age}
        </Name>
        {place && <Place>{place}</Place>}
      </Caption>
      {isNew && <NewBadge tone="primary">{t('likes.newLike')}</NewBadge>}
    </Tile>
  );
}
