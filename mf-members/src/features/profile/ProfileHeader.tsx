import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Avatar, media } from 'shared-ui';
import { photoUrl, settingsAtom, type MemberCard, type MemberProfile } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { PhotoCountBadge } from '../member-cards/PhotoCountBadge';
import { coverImage, PHOTO_RATIO, tileGround } from '../member-cards/photo-frame';
import { placeOf, regionAddsToCity } from '../member-cards/place';

/*
 * The photo leads: on phones it spans the screen's width, edge to edge, with the name, age and place on it;
 * from 768 px it stands beside the actions and facts, on a band tinted with the site's colour.
 */
export const HeaderLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md}px;

  ${media.md} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    align-items: center;
    gap: ${({ theme }) => theme.space.lg}px;
    padding: ${({ theme }) => theme.space.lg}px;
    border-radius: ${({ theme }) => theme.radii.lg};
    background: linear-gradient(
      135deg,
      ${({ theme }) => theme.colors.primarySubtle},
      ${({ theme }) => theme.colors.surfaceMuted}
    );
  }

  ${media.lg} {
    grid-template-columns: minmax(0, 4fr) minmax(0, 8fr);
  }
`;

/*
 * Portrait, full width: out to the screen's edges on phones (the page container's gutters are 16 px). On a
 * phone a little wider than the photo (4:5, its top and bottom cropped) so the name shows under it on the
 * first screen; beside the details, the photo's own shape.
 */
export const PhotoFrame = styled.div<{ $ground?: string }>`
  position: relative;
  aspect-ratio: 4 / 5;
  max-height: 70vh;
  margin-inline: -${({ theme }) => theme.space.md}px;
  overflow: hidden;
  background: ${({ $ground, theme }) => $ground ?? theme.colors.surfaceSunken};

  ${media.md} {
    width: 100%;
    max-width: 420px;
    max-height: none;
    margin-inline: auto;
    aspect-ratio: ${PHOTO_RATIO};
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  ${coverImage}

  /* The avatar of a member without photos fills the frame (the count badge is a later span). */
  & > span:first-child {
    width: 100%;
    height: 100%;
    border-radius: 0;
  }
`;

const PhotoButton = styled.button`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
`;

const CountBadge = styled(PhotoCountBadge)`
  position: absolute;
  top: ${({ theme }) => theme.space.sm}px;
  right: ${({ theme }) => theme.space.sm}px;
  gap: 0.3em;
  height: auto;
  padding: 0.35em 0.6em;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  pointer-events: none;
`;

/* Name, age and place on the photo's lower edge, on a shade dark enough for white text on a white photo. */
const Caption = styled.div`
  position: absolute;
  inset: auto 0 0;
  padding: ${({ theme }) => theme.space.xxl * 1.5}px ${({ theme }) => theme.space.md}px
    ${({ theme }) => theme.space.md}px;
  color: ${({ theme }) => theme.colors.textInverse};
  background: linear-gradient(
    to bottom,
    rgba(17, 19, 23, 0) 0,
    rgba(17, 19, 23, 0.6) ${({ theme }) => theme.space.xxl}px,
    rgba(17, 19, 23, 0.85) 100%
  );
  pointer-events: none;
`;

const NameLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-shadow: 0 1px 3px rgba(0, 0, 0, 0.35);
`;

const Name = styled.h1`
  margin: 0;
  font-size: inherit;
  overflow-wrap: anywhere;
`;

const Age = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const Place = styled.p`
  margin: ${({ theme }) => theme.space.xs}px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/* One column as wide as the screen allows: a long label or action never widens it past a phone's width. */
export const Side = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md}px;
  min-width: 0;
`;

/*
 * The labels' column is as wide as its longest label, up to 45 % of the width: a long label wraps instead of
 * pushing the values (and the row of actions above them) off a phone's screen.
 */
const Facts = styled.dl`
  display: grid;
  grid-template-columns: fit-content(45%) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
`;

export interface ProfileHeaderProps {
  /** A card (from the cache, while the profile loads) or the full profile. */
  profile: MemberCard | MemberProfile;
  /** Id of the page's h1 (the member's name on the photo): the page's section is labelled by it. */
  headingId: string;
  /** Opens the main photo large; absent while it cannot be shown. */
  onOpenPhoto?: () => void;
  /** The actions (like, message, gift, more), or their placeholder while the profile loads. */
  children?: ReactNode;
}

/**
 * The top of a profile, photo first: the main image with the name as the page's heading, the age and the
 * place on it, the number of photos in its corner; below it (beside it from 768 px) the actions and the
 * facts: age (never the date of birth), city and region, the region named as the country calls it
 * (province, state, canton ...) and left out when it only repeats the city.
 */
export function ProfileHeader({ profile, headingId, onOpenPhoto, children }: ProfileHeaderProps) {
  const { t } = useTranslation(namespace);
  const settings = useAtomValue(settingsAtom);
  const image = profile.main_image ? photoUrl(settings?.cdn_prefix ?? '', profile.main_image.filename) : null;
  const regionKind = 'region_kind' in profile ? profile.region_kind : null;
  const place = placeOf(profile);
  const photo = image ? (
    <img src={image} alt={t('profile.mainPhotoAlt', { name: profile.name })} fetchPriority="high" />
  ) : (
    <Avatar name={profile.name} size={160} />
  );

  return (
    <HeaderLayout>
      <PhotoFrame $ground={tileGround(profile.id)}>
        {image && onOpenPhoto ? (
          <PhotoButton type="button" onClick={onOpenPhoto}>
            {photo}
          </PhotoButton>
        ) : (
          photo
        )}
        <Caption>
          <NameLine>
            <Name id={headingId}>{profile.name}</Name>
            {/* The facts below say it again in words: the number is for a sighted glance. */}
            <Age aria-hidden="true">{profile.age}</Age>
          </NameLine>
          {place && <Place aria-hidden="true">{place}</Place>}
        </Caption>
        <CountBadge count={profile.photo_count} />
      </PhotoFrame>
      <Side>
        {children}
        <Facts>
          <dt>{t('profile.facts.age')}</dt>
          <dd>{t('card.age', { count: profile.age })}</dd>
          {profile.city && (
            <>
              <dt>{t('profile.facts.city')}</dt>
              <dd>{profile.city}</dd>
            </>
          )}
          {regionAddsToCity(profile) && (
            <>
              <dt>{t(`regionKinds.${regionKind ?? 'region'}`)}</dt>
              <dd>{profile.region}</dd>
            </>
          )}
        </Facts>
      </Side>
    </HeaderLayout>
  );
}
