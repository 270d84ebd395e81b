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
import { coverImage, Initials } from '../member-cards/photo-frame';
import { MaskIcon } from '../../components/icons';

const Card = styled.article`
  position: relative;
  width: 100%;
  aspect-ratio: 3 / 4;
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

/** The profile in play: a big photo with name (the link to the profile), age and city. */
export function SwipeCard({ profile }: { profile: MemberCard }) {
  const { t } = useTranslation(namespace);
  const settings = useAtomValue(settingsAtom);
  const image = profile.main_image ? photoUrl(settings?.cdn_prefix ?? '', profile.main_image.filename) : null;
  const fictionalLabel = fictionalTerms(settings).singular;
  return (
    <Card aria-labelledby={`swipe-${profile.id}`}>
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
