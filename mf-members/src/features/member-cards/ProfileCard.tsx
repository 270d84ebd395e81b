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
import { coverImage, Initials } from './photo-frame';
import { MaskIcon } from '../../components/icons';
import { PhotoCountBadge } from './PhotoCountBadge';
import { placeOf } from './place';

const Root = styled(Card)`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  transition: box-shadow ${({ theme }) => theme.transitions.normal};

  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

const Photo = styled.div`
  position: relative;
  aspect-ratio: 3 / 4;
  background: ${({ theme }) => theme.colors.surfaceSunken};

  ${coverImage}
`;

const Badges = styled.div`
  position: absolute;
  inset: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.sm}px auto;
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

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs}px;
  padding: ${({ theme }) => theme.space.sm + 4}px;
  flex: 1;
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

/* The name is the card's one link; its ::after covers the whole card, so the photo is clickable too. */
const NameLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
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
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/* Above the stretched link, so its buttons get the clicks. */
const ActionArea = styled.div`
  position: relative;
  z-index: 1;
  padding: 0 ${({ theme }) => theme.space.sm + 4}px ${({ theme }) => theme.space.sm + 4}px;
`;

export interface ProfileCardProps {
  profile: MemberCard;
  /** A control for this member, e.g. the match finder's Like button. */
  action?: ReactNode;
  /** The name's heading level in the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A member as every list shows them: main photo, name (the link to the profile), age, place, the number of
 * photos, and a label when the profile is fictional.
 */
export function ProfileCard({ profile, action, headingLevel = 3 }: ProfileCardProps) {
  const { t } = useTranslation(namespace);
  const settings = useAtomValue(settingsAtom);
  const nameId = useId();
  const place = placeOf(profile);
  const fictionalLabel = fictionalTerms(settings).singular;
  const thumb = profile.main_image
    ? photoUrl(settings?.cdn_prefix ?? '', profile.main_image.thumb_filename)
    : null;

  return (
    <Root as="article" padding="none" aria-labelledby={nameId}>
      <Photo>
        {thumb ? (
          <img
            src={thumb}
            alt={t('card.photoAlt', { name: profile.name })}
            loading="lazy"
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
      </Photo>
      <Body>
        <Name as={`h${headingLevel}`} id={nameId}>
          <NameLink to={pathTo('members-id', { id: profile.id })}>{profile.name}</NameLink>
        </Name>
        <Meta>
          {t('card.age', { count: profile.age })}
          {place && ` · ${place}`}
        </Meta>
      </Body>
      {action && <ActionArea>{action}</ActionArea>}
    </Root>
  );
}
