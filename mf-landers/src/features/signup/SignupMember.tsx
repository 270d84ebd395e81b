import { useEffect, useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LanderMember } from 'contract';
import { request, settingsAtom, usePageState } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { fictionalWords, isLanderMember } from '../landers';
import { MemberPicture } from './MemberPicture';

const Card = styled.figure`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md}px;
  align-items: center;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  figcaption {
    display: grid;
    gap: 2px;
    min-width: 0;
    justify-items: start;
  }
`;

const Name = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

const Place = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const FictionalLabel = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs}px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.tones.warning.subtle};
  color: ${({ theme }) => theme.tones.warning.onSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const FictionalWarning = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The page module of the member signup, as registered; the server draws it with this state. */
export const MEMBER_SIGNUP_PAGE = 'members-id-signup';

export interface MemberSignupState {
  memberId: number;
  member: LanderMember | null;
}

/**
 * The member a member signup is tied to, as a visitor may see them (main photo, name, age, place, and the
 * fictional disclosure where it applies). Nothing while loading, and nothing at all when the id names
 * nobody a visitor may see (unknown, hidden, another site's): the signup then reads as the generic one.
 */
export function SignupMember({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation(namespace);
  const settings = useAtomValue(settingsAtom);
  // The server drew the page with the member it found: the same one, without asking again.
  const drawn = usePageState(MEMBER_SIGNUP_PAGE) as MemberSignupState | undefined;
  const [loaded, setLoaded] = useState<{ id: number; member: LanderMember | null } | null>(() =>
    drawn?.memberId === memberId
      ? { id: memberId, member: isLanderMember(drawn.member) ? drawn.member : null }
      : null,
  );
  const nameId = useId();

  const known = loaded?.id === memberId;
  useEffect(() => {
    if (known) return;
    let current = true;
    request('GET /api/lander-member.php', { query: { id: memberId } }).then(
      (answer) => current && setLoaded({ id: memberId, member: answer.member }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [memberId, known]);

  // Another member's answer is never shown while this one's is on its way.
  const member = loaded?.id === memberId ? loaded.member : null;
  if (!member) return null;
  const place = member.city ?? member.region;
  const fictional = fictionalWords(settings, t, i18n.language);
  return (
    <Card data-member={member.id} aria-labelledby={nameId}>
      <MemberPicture member={member} />
      <figcaption>
        <Name id={nameId}>{t('people.nameAge', { name: member.name, age: member.age })}</Name>
        {place && <Place>{place}</Place>}
        {member.fictional && <FictionalLabel>{fictional.label}</FictionalLabel>}
      </figcaption>
      {member.fictional && <FictionalWarning role="note">{fictional.warning}</FictionalWarning>}
    </Card>
  );
}
