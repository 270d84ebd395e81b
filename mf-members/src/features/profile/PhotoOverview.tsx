import { useId } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Alert, Badge, LinkButton, LockIcon, media } from 'shared-ui';
import { photoUrl, settingsAtom, type MemberPhoto, pathTo } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { InlineActions } from '../../components/InlineActions';
import { VisitorActions } from '../visitor/VisitorActions';
import { LockedTeaser } from './LockedTeaser';

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

/*
 * A locked photo: its 16 px teaser from the server, blurred, under a lock and why (never the photo: its file
 * is not sent). White text on a shade, whatever the teaser's colours.
 */
const LockedButton = styled.button`
  ${tile}
  background: ${({ theme }) => theme.colors.borderStrong};
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-shadow: 0 1px 2px rgba(0, 0, 0, 0.6);

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: rgba(0, 0, 0, 0.25);
  }

  & > span,
  & > svg {
    position: relative;
    z-index: 1;
  }

  svg {
    font-size: 1.75rem;
  }
`;

export interface PhotoOverviewProps {
  photos: readonly MemberPhoto[];
  photoCount: number;
  name: string;
  memberId: number;
  /** Opens the photo viewer on this photo (a locked one shows its teaser and the way to see it). */
  onOpen: (photo: MemberPhoto) => void;
}

/**
 * Every photo of the member as a thumbnail. Photos the viewer may not see are blurred teasers with a lock
 * saying why: visitors log in, free members get premium.
 */
export function PhotoOverview({ photos, photoCount, name, memberId, onOpen }: PhotoOverviewProps) {
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
          return (
            <li key={photo.id}>
              <LockedButton
                type="button"
                aria-label={t(`photos.locked.${reason}Label`, { number })}
                onClick={() => onOpen(photo)}
              >
                <LockedTeaser filename={photo.teaser_filename} />
                <LockIcon />
                <span aria-hidden="true">{t(`photos.locked.${reason}Short`)}</span>
              </LockedButton>
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
