import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import styled from 'styled-components';
import { Avatar, Badge, Card } from 'shared-ui';
import { photoUrl, settingsAtom, type MemberCard, pathTo } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';

const Tile = styled(Card)`
  display: grid;
  grid-template-rows: auto 1fr;
  height: 100%;
  overflow: hidden;
`;

const Photo = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 1;
  background: ${({ theme }) => theme.colors.surfaceMuted};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs}px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.sm + 4}px`};
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const Place = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/* Over the photo's corner; last in the DOM so the link reads "Anna, 28, Bristol, New". */
const NewBadge = styled(Badge)`
  position: absolute;
  top: ${({ theme }) => theme.space.sm}px;
  left: ${({ theme }) => theme.space.sm}px;
`;

/**
 * A member on a likes list, linking to their profile under /likes/m/:id (opening it clears the like's
 * new flag). The photo is decorative: the link's text names the member.
 */
/** 'City, Region', whichever the member shows; a city that gives its region its name once (not "London, London"). */
function placeOf({ city, region }: Pick<MemberCard, 'city' | 'region'>): string {
  const same = city && region && city.trim().toLocaleLowerCase() === region.trim().toLocaleLowerCase();
  return same ? city.trim() : [city, region].filter(Boolean).join(', ');
}

export function LikeCard({ profile, isNew }: { profile: MemberCard; isNew: boolean }) {
  const { t } = useTranslation(namespace);
  const cdnPrefix = useAtomValue(settingsAtom)?.cdn_prefix;
  const image =
    profile.main_image && cdnPrefix ? photoUrl(cdnPrefix, profile.main_image.thumb_filename) : null;
  const place = placeOf(profile);
  return (
    <Tile as={Link} to={pathTo('likes-m-id', { id: profile.id })} padding="none" interactive>
      <Photo>
        {image ? (
          <img src={image} alt="" width={400} height={400} loading="lazy" decoding="async" />
        ) : (
          <Avatar name={profile.name} size="xl" decorative />
        )}
      </Photo>
      <Body>
        <Name>
          {profile.name}, {profile.age}
        </Name>
        {place && <Place>{place}</Place>}
      </Body>
      {isNew && <NewBadge tone="primary">{t('likes.new')}</NewBadge>}
    </Tile>
  );
}
