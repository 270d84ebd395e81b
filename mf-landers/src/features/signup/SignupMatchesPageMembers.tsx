import { useEffect, useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LanderMember } from 'contract';
import { media } from 'shared-ui';
import { fictionalTerms, request, settingsAtom } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { fictionalWords } from '../landers';
import { MemberPicture } from './MemberPicture';

type LookingFor = 'female' | 'male';

/** Members asked for: two rows of four; a phone shows two rows of three. */
const MATCHES_ASKED = 8;
const MATCHES_ON_PHONE = 6;

/**
 * GET /api/lander-members.php: members of the gender looked for in the visitor's country (the site's other
 * countries fill up), as a visitor may see them. `country` is the country the site chose for the visitor.
 */
async function fetchLanderMembers(
  lookingFor: LookingFor,
  country: string | undefined,
): Promise<LanderMember[]> {
  const { members } = await request('GET /api/lander-members.php', {
    query: { looking_for: lookingFor, limit: MATCHES_ASKED, country },
  });
  return members;
}

type Load =
  | { phase: 'loading'; lookingFor: LookingFor }
  | { phase: 'loaded'; lookingFor: LookingFor; members: LanderMember[] }
  | { phase: 'failed'; lookingFor: LookingFor };

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** "Show me: women / men" as two radio buttons drawn as a segmented switch (arrow keys move between them). */
const Toggle = styled.fieldset`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    float: left;
    margin-right: ${({ theme }) => theme.space.sm}px;
    padding: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Choices = styled.span`
  display: inline-flex;
  padding: 2px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};

  label {
    position: relative;
  }

  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }

  span {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space.md}px;
    border-radius: ${({ theme }) => theme.radii.pill};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  input:checked + span {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  input:focus-visible + span {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li:nth-child(n + ${MATCHES_ON_PHONE + 1}) {
    display: none;
  }

  ${media.sm} {
    grid-template-columns: repeat(4, minmax(0, 1fr));

    & > li:nth-child(n + ${MATCHES_ON_PHONE + 1}) {
      display: grid;
    }
  }
`;

const Tile = styled.li`
  display: grid;
  align-content: start;
  justify-items: start;
  gap: 2px;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.tight};

  & > strong,
  & > span {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const FictionalLabel = styled.span`
  && {
    padding: 0 ${({ theme }) => theme.space.xs}px;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.tones.warning.subtle};
    color: ${({ theme }) => theme.tones.warning.onSubtle};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    white-space: normal;
  }
`;

const TilePicture = styled(MemberPicture)`
  margin-bottom: ${({ theme }) => theme.space.xxs}px;
`;

const Skeleton = styled.li`
  aspect-ratio: 1 / 1;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function MemberTile({
  member,
  index,
  fictionalLabel,
}: {
  member: LanderMember;
  index: number;
  fictionalLabel: string;
}) {
  const { t } = useTranslation(namespace);
  const place = member.city ?? member.region;
  return (
    <Tile>
      {/* The tiles a phone hides load only where they are shown. */}
      <TilePicture member={member} lazy={index >= MATCHES_ON_PHONE} />
      <strong>{t('people.nameAge', { name: member.name, age: member.age })}</strong>
      {place && <span>{place}</span>}
      {member.fictional && <FictionalLabel>{fictionalLabel}</FictionalLabel>}
    </Tile>
  );
}

/**
 * The matches of /signup-matches: real members of the gender the visitor chooses ("Show me: women / men",
 * women first) in their country, as a visitor may see them, with loading and empty states.
 */
export function SignupMatchesPageMembers() {
  const { t, i18n } = useTranslation(namespace);
  const settings = useAtomValue(settingsAtom);
  const country = settings?.geoip_selected_country || undefined;
  const [lookingFor, setLookingFor] = useState<LookingFor>('female');
  const [load, setLoad] = useState<Load>({ phase: 'loading', lookingFor });
  const headingId = useId();
  const choiceName = useId();

  useEffect(() => {
    let current = true;
    fetchLanderMembers(lookingFor, country).then(
      (members) => current && setLoad({ phase: 'loaded', lookingFor, members }),
      () => current && setLoad({ phase: 'failed', lookingFor }),
    );
    return () => {
      current = false;
    };
  }, [lookingFor, country]);

  // A new choice shows the loading state until its own answer is in.
  const shown: Load = load.lookingFor === lookingFor ? load : { phase: 'loading', lookingFor };
  const choices: [LookingFor, string][] = [
    ['female', t('signupMatches.women')],
    ['male', t('signupMatches.men')],
  ];

  return (
    <Section aria-labelledby={headingId}>
      <Header>
        <h2 id={headingId}>{t('signupMatches.heading')}</h2>
        <Toggle>
          <legend>{t('signupMatches.showMe')}</legend>
          <Choices>
            {choices.map(([value, label]) => (
              <label key={value}>
                <input
                  type="radio"
                  name={choiceName}
                  value={value}
                  checked={lookingFor === value}
                  onChange={() => setLookingFor(value)}
                />
                <span>{label}</span>
              </label>
            ))}
          </Choices>
        </Toggle>
      </Header>

      {shown.phase === 'loaded' && shown.members.length > 0 ? (
        <>
          <Tiles aria-labelledby={headingId}>
            {shown.members.map((member, index) => (
              <MemberTile
                key={member.id}
                member={member}
                index={index}
                fictionalLabel={fictionalWords(settings, t, i18n.language).label}
              />
            ))}
          </Tiles>
          {shown.members.some((member) => member.fictional) && (
            <Note role="note">
              {fictionalTerms(settings, i18n.language).warning ?? t('people.fictional.listWarning')}
            </Note>
          )}
        </>
      ) : shown.phase === 'loading' ? (
        <>
          <Tiles aria-hidden="true">
            {Array.from({ length: MATCHES_ASKED }, (_, index) => (
              <Skeleton key={index} />
            ))}
          </Tiles>
          <Note role="status">{t('signupMatches.loading')}</Note>
        </>
      ) : (
        <Note role="status">
          {shown.phase === 'failed' ? t('signupMatches.failed') : t('signupMatches.empty')}
        </Note>
      )}
    </Section>
  );
}
