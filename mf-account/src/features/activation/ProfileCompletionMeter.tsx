import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'shared-ui/router';
import { pathTo, type User } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { PROFILE_SECTION_ANCHORS } from '../profile';
import { profileCompletion, type ProfilePart } from './profile-completion';

const Meter = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  width: 100%;
`;

const Label = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Track = styled.div`
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
`;

const Missing = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  a::before {
    content: '+';
    display: inline-grid;
    place-items: center;
    width: 1.5em;
    height: 1.5em;
    margin-inline-end: ${({ theme }) => theme.space.sm}px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Where on the own profile page each part is filled in. */
const PART_ANCHORS: Record<ProfilePart, string> = PROFILE_SECTION_ANCHORS;

/**
 * How complete the member's profile is, computed from what they really filled in, with one link for each
 * part still missing (a part already there, such as the about-me text just written in the signup, is never
 * asked for again).
 */
export function ProfileCompletionMeter({ user }: { user: User }) {
  const { t } = useTranslation(namespace);
  const { percent, missing } = profileCompletion(user.profile);
  const label = t('activateDone.profile.completion.label', { percent });
  return (
    <Meter>
      <Label id="profile-completion-label">{label}</Label>
      <Track
        role="progressbar"
        aria-labelledby="profile-completion-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <Fill style={{ width: `${percent}%` }} />
      </Track>
      {missing.length === 0 ? (
        <p>{t('activateDone.profile.completion.complete')}</p>
      ) : (
        <Missing aria-label={t('activateDone.profile.completion.missing')}>
          {missing.map((part) => (
            <li key={part}>
              <Link to={`${pathTo('profile')}#${PART_ANCHORS[part]}`}>
                {t(`activateDone.profile.completion.parts.${part}`)}
              </Link>
            </li>
          ))}
        </Missing>
      )}
    </Meter>
  );
}
