import { useId } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import styled, { css } from 'styled-components';
import { Alert, Badge, LinkButton, LockIcon, media } from 'shared-ui';
import { photoUrl, settingsAtom, type MemberPhoto, pathTo } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { InlineActions } from '../../components/InlineActions';
import { VisitorActions } from '../visitor/VisitorActions';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/* 3 thumbnails a row on phones, 4 from 576 px, 6 from 992 px. */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.sm} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

const tile = css`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs}px;
  width: 100%;
  aspect-ratio: 1;
  padding: 0;
  overflow: hidden;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-decoration: none;
  cursor: pointer;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const ThumbButton = styled.button`
  ${tile}
  cursor: zoom-in;
`;

/* A locked photo: a blurred-looking tile with a lock, never an image (its file is not sent). */
const lockedTile = css`
  ${tile}
  background: repeating-linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.surfaceSunken} 0 10px,
    ${({ theme }) => theme.colors.border} 10px 20px
  );
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  svg {
    font-size: 1.75rem;
  }

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const LockedButton = styled.button`
  ${lockedTile}
`;

const LockedLink = styled(Link)`
  ${lockedTile}
`;

export interface PhotoOverviewProps {
  photos: readonly MemberPhoto[];
  photoCount: number;
  name: string;
  memberId: number;
  /** Opens an unlocked photo large. */
  onOpen: (photo: MemberPhoto) => void;
  /** A visitor tapped a photo only members may see. */
  onLoginNeeded: () => void;
}

/**
 * Every photo of the member as a thumbnail. Photos the viewer may not see are lock tiles saying why:
 * visitors log in, free members get premium.
 */
export function PhotoOverview({
  photos,
  photoCount,
  name,
  memberId,
  onOpen,
  onLoginNeeded,
}: PhotoOverviewProps) {
  const { t } = useTranslation(namespace);
  const settings = useAtomValue(settingsAtom);
  const headingId = useId();
  const loginLocked = photos.some((photo) => photo.locked && photo.lock_reason === 'login');
  const premiumLocked = photos.some((photo) => photo.locked && photo.lock_reason === 'premium');
  const lockedCount = photos.filter((photo) => photo.locked).length;
  if (photos.length === 0) return null;

  return (
    <Section aria-labelledby={headingId}>
      <Header>
        <Heading id={headingId}>{t('photos.title')}</Heading>
        {/* The same count as the header's badge and the photo viewer: the photos this viewer can open. */}
        <Badge tone="neutral">{t('card.photos', { count: photoCount })}</Badge>
        {lockedCount > 0 && <Badge tone="neutral">{t('photos.lockedCount', { count: lockedCount })}</Badge>}
      </Header>
      <Grid>
        {photos.map((photo, index) => {
          const number = index + 1;
          if (!photo.locked && photo.thumb_filename) {
            return (
              <li key={photo.id}>
                <ThumbButton type="button" onClick={() => onOpen(photo)}>
                  <img
                    src={photoUrl(settings?.cdn_prefix ?? '', photo.thumb_filename)}
                    alt={t('photos.thumbAlt', { name, number })}
                    loading="lazy"
                    decoding="async"
                  />
                </ThumbButton>
              </li>
            );
          }
          const reason = photo.lock_reason === 'premium' ? 'premium' : 'login';
          const label = t(`photos.locked.${reason}Label`, { number });
          return (
            <li key={photo.id}>
              {reason === 'premium' ? (
                <LockedLink to={pathTo('premium')} aria-label={label}>
                  <LockIcon />
                  <span aria-hidden="true">{t('photos.locked.premiumShort')}</span>
                </LockedLink>
              ) : (
                <LockedButton type="button" aria-label={label} onClick={onLoginNeeded}>
                  <LockIcon />
                  <span aria-hidden="true">{t('photos.locked.loginShort')}</span>
                </LockedButton>
              )}
            </li>
          );
        })}
      </Grid>
      {loginLocked && (
        <Alert
          tone="info"
          action={
            <InlineActions>
              <VisitorActions memberId={memberId} />
            </InlineActions>
          }
        >
          <p>{t('visitor.prompts.photos')}</p>
        </Alert>
      )}
      {premiumLocked && (
        <Alert
          tone="info"
          action={<LinkButton to={pathTo('premium')}>{t('photos.locked.getPremium')}</LinkButton>}
        >
          <p>{t('photos.locked.premium')}</p>
        </Alert>
      )}
    </Section>
  );
}
