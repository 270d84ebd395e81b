import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Avatar, Button } from 'shared-ui';
import type { MemberCard } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { SparkleIcon } from '../../components/icons';
import { useMemberPhoto } from '../../lib/member-photo';

const Wrapper = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  max-width: 36ch;
  padding: ${({ theme }) => theme.space.lg}px ${({ theme }) => theme.space.md}px;
  text-align: center;

  h2 {
    margin: ${({ theme }) => theme.space.xs}px 0 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface EmptyThreadProps {
  profile: MemberCard;
  /** Opens the icebreakers; absent where the member cannot write. */
  onIcebreakers?: () => void;
}

/** An empty conversation: who it is with, and an offer of opening lines. */
export function EmptyThread({ profile, onIcebreakers }: EmptyThreadProps) {
  const { t } = useTranslation(namespace);
  const photo = useMemberPhoto(profile);
  return (
    <Wrapper>
      <Avatar src={photo} name={profile.name} size="lg" decorative />
      <h2>{t('chat.empty.title', { name: profile.name })}</h2>
      <p>{t('chat.empty.description')}</p>
      {onIcebreakers && (
        <Button type="button" variant="outline" size="sm" onClick={onIcebreakers}>
          <SparkleIcon />
          {t('icebreakers.open')}
        </Button>
      )}
    </Wrapper>
  );
}
