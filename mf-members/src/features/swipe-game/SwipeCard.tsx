import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import styled from 'styled-components';
import { Badge, initialsOf, media } from 'shared-ui';
import {
  photoUrl,
  settingsAtom,
  type MemberCard,
  pathTo,
  capitalized,
  fictionalTerms,
} from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { coverImage, Initials, PHOTO_RATIO } from '../member-cards/photo-frame';
import { MaskIcon } from '../../components/icons';
import { SWIPE_DISTANCE, type useSwipeGesture } from './useSwipeGesture';

/*
 * As big as the screen allows with the page's heading above and the Pass and Like buttons below still in
 * view (a 375 x 667 phone with the app's bars and one slim notice): the height left over sets the width.
 */
const Card = styled.article<{ $dragging: boolean }>`
  position: relative;
  width: min(100%, max(200px, calc((100dvh - 355px) * ${PHOTO_RATIO})));
  margin-inline: auto;
  aspect-ratio: ${PHOTO_RATIO};

  ${media.md} {
    width: min(100%, max(200px, calc((100dvh - 350px) * ${PHOTO_RATIO})));
  }

  /* Sideways drags are the game's; vertical ones still scroll the page. */
  touch-action: pan-y;
  user-select: none;
  cursor: grab;
  transition: ${({ $dragging }) => ($dragging ? 'none' : 'transform 0.2s ease-out')};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }

  img {
    -webkit-user-drag: none;
    pointer-events: none;
  }
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  box-shadow: ${({ theme }) => theme.shadows.md};

  ${coverImage}
`;

/* Name and place over the bottom of the photo, on a dark fade that keeps white text readable. */
const Caption = styled.div`
  position: absolute;
  inset: auto 0 0;
  padding: ${({ theme }) => `${theme.space.xxl}px ${theme.space.md}px ${theme.space.md}px`};
  background: linear-gradient(to top, rgba(17, 19, 23, 0.85), rgba(17, 19, 23, 0));
  color: ${({ theme }) => theme.colors.textInverse};

  ${media.sm} {
    padding-inline: ${({ theme }) => theme.space.lg}px;
  }
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;

  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Place = styled.p`
  margin: ${({ theme }) => theme.space.xs}px 0 0;
`;

const Fictional = styled(Badge)`
  position: absolute;
  top: ${({ theme }) => theme.space.sm}px;
  left: ${({ theme }) => theme.space.sm}px;
  gap: 0.3em;
  height: auto;
  padding: 0.35em 0.6em;
`;

/* What a drag will do, shown more strongly the nearer it is to counting. */
const Verdict = styled.span<{ $tone: 'like' | 'pass' }>`
  position: absolute;
  top: ${({ theme }) => theme.space.lg}px;
  ${({ $tone }) => ($tone === 'like' ? 'left' : 'right')}: ${({ theme }) => theme.space.lg}px;
  padding: 0.2em 0.6em;
  border: 3px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ $tone, theme }) => ($tone === 'like' ? theme.colors.primary : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-transform: uppercase;
  pointer-events: none;
`;

type SwipeCardProps = {
  profile: MemberCard;
  /** Sideways drag distance in px (0 at rest), from useSwipeGesture. */
  offset?: number;
  gesture?: ReturnType<typeof useSwipeGesture>['handlers'];
};

/** The profile in play: a big photo with name (the link to the profile), age and city; drag it sideways to decide. */
export function SwipeCard({ profile, offset = 0, gesture }: SwipeCardProps) {
  const { t, i18n } = useTranslation(namespace);
  const settings = useAtomValue(settingsAtom);
  const image = profile.main_image ? photoUrl(settings?.cdn_prefix ?? '', profile.main_image.filename) : null;
  const fictionalLabel = fictionalTerms(settings, i18n.language).singular;
  return (
    <Card
      aria-labelledby={`swipe-${profile.id}`}
      $dragging={offset !== 0}
      style={offset ? { transform: `translateX(${offset}px) rotate(${offset / 24}deg)` } : undefined}
      {...gesture}
    >
      {image ? (
        <img src={image} alt={t('card.photoAlt', { name: profile.name })} />
      ) : (
        <Initials $size="4rem" aria-hidden="true">
          {initialsOf(profile.name)}
        </Initials>
      )}
      {profile.fictional && (
        <Fictional tone="warning">
          <MaskIcon />
          {fictionalLabel ? capitalized(fictionalLabel) : t('fictional.label')}
        </Fictional>
      )}
      {offset !== 0 && (
        <Verdict
          $tone={offset > 0 ? 'like' : 'pass'}
          aria-hidden="true"
          style={{ opacity: Math.min(1, Math.abs(offset) / SWIPE_DISTANCE) }}
        >
          {offset > 0 ? t('like.like') : t('swipeGame.pass')}
        </Verdict>
      )}
      <Caption>
        <Name id={`swipe-${profile.id}`}>
          <Link to={pathTo('members-id', { id: profile.id })}>
            {t('swipeGame.nameAge', { name: profile.name, age: profile.age })}
          </Link>
        </Name>
        {profile.city && <Place>{profile.city}</Place>}
      </Caption>
    </Card>
  );
}
