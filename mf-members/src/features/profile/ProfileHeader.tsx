import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Avatar, media } from 'shared-ui';
import { photoUrl, settingsAtom, type MemberCard, type MemberProfile } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { PhotoCountBadge } from '../member-cards/PhotoCountBadge';
import { coverImage } from '../member-cards/photo-frame';
import { placeOf, regionAddsToCity } from '../member-cards/place';

/*
 * The photo leads: on phones it spans the page's width above the facts; from 768 px it stands beside
 * them, on a band tinted with the site's colour.
 */
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg}px;

  ${media.md} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    align-items: center;
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

const Photo = styled.div`
  position: relative;
  width: 100%;
  margin-inline: auto;
  aspect-ratio: 4 / 5;
  max-height: 72vh;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  box-shadow: ${({ theme }) => theme.shadows.md};

  ${media.md} {
    max-width: 420px;
    aspect-ratio: 3 / 4;
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

/* Age and place on the photo's lower edge, on a shade dark enough for white text on a white photo. */
const PhotoCaption = styled.p`
  position: absolute;
  inset: auto 0 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.xxl}px ${({ theme }) => theme.space.md}px
    ${({ theme }) => theme.space.md}px;
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  background: linear-gradient(
    to bottom,
    rgba(17, 19, 23, 0) 0,
    rgba(17, 19, 23, 0.72) ${({ theme }) => theme.space.xxl}px,
    rgba(17, 19, 23, 0.82) 100%
  );
  pointer-events: none;
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  min-width: 0;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
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
  /** Opens the main photo large; absent while it cannot be shown. */
  onOpenPhoto?: () => void;
  /** Like state, actions: what the page puts beside the facts. */
  children?: ReactNode;
}

/**
 * The top of a profile, photo first: the main image with the number of photos and the member's age and
 * place on it, and beside it the facts: age (never the date of birth), city and region, the region named
 * as the country calls it (province, state, canton ...) and left out when it only repeats the city.
 */
export function ProfileHeader({ profile, onOpenPhoto, children }: ProfileHeaderProps) {
  const { t } = useTranslation(namespace);
  const settings = useAtomValue(settingsAtom);
  const image = profile.main_image ? photoUrl(settings?.cdn_prefix ?? '', profile.main_image.filename) : null;
  const regionKind = 'region_kind' in profile ? profile.region_kind : null;
  const photo = image ? (
    <img src={image} alt={t('profile.mainPhotoAlt', { name: profile.name })} />
  ) : (
    <Avatar name={profile.name} size={160} />
  );

  return (
    <Layout>
      <Photo>
        {image && onOpenPhoto ? (
          <PhotoButton type="button" onClick={onOpenPhoto}>
            {photo}
          </PhotoButton>
        ) : (
          photo
        )}
        {/* What the facts say too, on the picture for a sighted glance: hidden from screen readers. */}
        <PhotoCaption aria-hidden="true">
          {[t('card.age', { count: profile.age }), placeOf(profile)].filter(Boolean).join(' · ')}
        </PhotoCaption>
        <CountBadge count={profile.photo_count} />
      </Photo>
      <Side>
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
        {children}
      </Side>
    </Layout>
  );
}
