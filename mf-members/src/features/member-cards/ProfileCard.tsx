import { useId, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import styled from 'styled-components';
import { Badge, Card, initialsOf } from 'shared-ui';
import {
  photoUrl,
  settingsAtom,
  type MemberCard,
  pathTo,
  capitalized,
  fictionalTerms,
} from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { FadeInImage } from './FadeInImage';
import { coverImage, Initials, TILE_ASPECT, tileGround } from './photo-frame';
import { MaskIcon } from '../../components/icons';
import { PhotoCountBadge } from './PhotoCountBadge';
import { placeOf } from './place';

const Root = styled(Card)`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 0;
  transition:
    box-shadow ${({ theme }) => theme.transitions.normal},
    transform ${({ theme }) => theme.transitions.normal};

  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  @media (prefers-reduced-motion: no-preference) {
    &:hover {
      transform: translateY(-2px);
    }
  }
`;

/*
 * The photo leads: every card the same frame (TILE_ASPECT, also the skeleton's), so a row of cards lines
 * up whatever the photos are and nothing moves when they arrive. The frame has its ground (tileGround) from
 * the first paint; the photo fades in over it. Photo, badges and caption share one grid cell rather than
 * being positioned: nothing positioned between the card and its link, whose ::after must cover the whole
 * card.
 */
const Photo = styled.div`
  display: grid;
  grid-template: minmax(0, 1fr) / minmax(0, 1fr);
  aspect-ratio: ${TILE_ASPECT};
  /*
   * The frame's height is its aspect's alone: without this, a box with an aspect-ratio grows to its content,
   * here a photo still loading (sized by its width/height attributes) that is taller than the frame, and
   * the grid jumps when the photo arrives in its own shape.
   */
  min-height: 0;

  & > * {
    grid-area: 1 / 1;
    min-width: 0;
  }

  ${coverImage}

  img {
    /* Faces sit in the upper part of a portrait: a frame wider than the photo keeps them. */
    object-position: 50% 30%;
  }
`;

const Badges = styled.div`
  align-self: start;
  margin: ${({ theme }) => theme.space.sm}px;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs}px;
  pointer-events: none;

  ${Badge} {
    gap: 0.3em;
    height: auto;
    padding: 0.3em 0.55em;
  }
`;

/*
 * Name and facts lie on the photo's lower edge, on a shade that starts clear and is at least 72 % dark
 * (on a white photo, white text at 7:1) from where the text begins. Two lines of fixed height, each cut
 * with an ellipsis rather than wrapped, so every card's name and facts sit on the same baselines.
 */
const Caption = styled.div<{ $withAction: boolean }>`
  align-self: end;
  display: grid;
  gap: ${({ theme }) => theme.space.xxs}px;
  padding: ${({ theme }) => theme.space.xl}px ${({ theme }) => theme.space.sm + 4}px
    ${({ theme }) => theme.space.sm + 2}px;
  /* Room for the tile's action button on the photo's lower right corner. */
  ${({ $withAction }) => $withAction && 'padding-right: 60px;'}
  color: ${({ theme }) => theme.colors.textInverse};
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

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.5rem;
  height: 1.5rem;
  ${oneLine}
`;

/* The name is the card's one link; its ::after covers the whole card, so the photo is clickable too. */
const NameLink = styled(Link)`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
    border-radius: ${({ theme }) => theme.radii.lg};
  }

  &:hover {
    text-decoration: underline;
  }

  /* The focus ring goes around the whole card, which is what the link opens. */
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.focusRing.color}`};
    outline-offset: -${({ theme }) => theme.focusRing.width};
  }
`;

const Meta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.25rem;
  height: 1.25rem;
  ${oneLine}
`;

/*
 * The tile's action (the match finder's Like) on the photo's lower right corner, as the leaders put their
 * heart on a tile: the photo keeps the whole tile. Above the stretched link, so the button gets its clicks.
 */
const ActionArea = styled.div`
  position: relative;
  z-index: 2;
  align-self: end;
  justify-self: end;
  margin: ${({ theme }) => theme.space.sm}px;
`;

export interface ProfileCardProps {
  profile: MemberCard;
  /** A control for this member, e.g. the match finder's Like button. */
  action?: ReactNode;
  /** The name's heading level in the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** The photo loads at once (a tile of the first screen) rather than when scrolled near. */
  eager?: boolean;
}

/**
 * A member as every list shows them, photo first: the main photo fills the card, with the name (the link to
 * the profile), age and place on its lower edge, the number of photos, and a label when the profile is
 * fictional. A place that repeats the city as region is named once.
 */
export function ProfileCard({ profile, action, headingLevel = 3, eager = false }: ProfileCardProps) {
  const { t, i18n } = useTranslation(namespace);
  const settings = useAtomValue(settingsAtom);
  const nameId = useId();
  const place = placeOf(profile);
  const fictionalLabel = fictionalTerms(settings, i18n.language).singular;
  const thumb = profile.main_image
    ? photoUrl(settings?.cdn_prefix ?? '', profile.main_image.thumb_filename)
    : null;

  return (
    <Root as="article" padding="none" aria-labelledby={nameId}>
      <Photo style={{ background: tileGround(profile.id) }}>
        {thumb ? (
          <FadeInImage
            key={thumb}
            src={thumb}
            alt={t('card.photoAlt', { name: profile.name })}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            width={300}
            height={400}
          />
        ) : (
          <Initials $size="2.5rem" aria-hidden="true">
            {initialsOf(profile.name)}
          </Initials>
        )}
        <Badges>
          {profile.fictional ? (
            <Badge tone="warning">
              <MaskIcon />
              {fictionalLabel ? capitalized(fictionalLabel) : t('fictional.label')}
            </Badge>
          ) : (
            <span />
          )}
          <PhotoCountBadge count={profile.photo_count} />
        </Badges>
        <Caption $withAction={Boolean(action)}>
          <Name as={`h${headingLevel}`} id={nameId} title={profile.name}>
            <NameLink to={pathTo('members-id', { id: profile.id })}>{profile.name}</NameLink>
          </Name>
          <Meta title={place || undefined}>
            {t('card.age', { count: profile.age })}
            {place && ` · ${place}`}
          </Meta>
        </Caption>
        {action && <ActionArea>{action}</ActionArea>}
      </Photo>
    </Root>
  );
}
