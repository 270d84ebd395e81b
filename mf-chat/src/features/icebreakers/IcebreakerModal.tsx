import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Avatar, Button, FictionalDisclosure, Modal } from 'shared-ui';
import type { MemberCard } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { useMemberPhoto } from '../../lib/member-photo';
import { PricingNote } from '../chat-composer';
import { ICEBREAKER_LINES } from './icebreaker-lines';

const Intro = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  margin-bottom: ${({ theme }) => theme.space.md}px;

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Lines = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  padding: 0;
  list-style: none;
`;

const Line = styled.button`
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm + 4}px ${theme.space.md}px`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    background-color ${({ theme }) => theme.transitions.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
`;

export interface IcebreakerModalProps {
  open: boolean;
  /** The member the opener goes to. */
  profile: Pick<MemberCard, 'name' | 'main_image' | 'fictional'>;
  /** The chosen line, in the reader's language, to send as a normal message. */
  onChoose: (text: string) => void;
  /** Closed with the close button, Escape or the backdrop. */
  onClose: () => void;
  /** 'No thanks, I'll write my own'. */
  onDecline: () => void;
}

/** Opening lines to start a conversation with: one tap sends the line as the first message. */
export function IcebreakerModal({ open, profile, onChoose, onClose, onDecline }: IcebreakerModalProps) {
  const { t } = useTranslation(namespace);
  const photo = useMemberPhoto(profile, 'full');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('icebreakers.title', { name: profile.name })}
      footer={
        <Button type="button" variant="outline" onClick={onDecline}>
          {t('icebreakers.decline')}
        </Button>
      }
    >
      <Intro>
        <Avatar src={photo} name={profile.name} size="lg" />
        <p>{t('icebreakers.lead', { name: profile.name })}</p>
      </Intro>
      {profile.fictional && <FictionalDisclosure detailed />}
      <Lines>
        {ICEBREAKER_LINES.map((line) => {
          const text = t(`icebreakers.lines.${line}`, { name: profile.name });
          return (
            <li key={line}>
              <Line type="button" onClick={() => onChoose(text)}>
                {text}
              </Line>
            </li>
          );
        })}
      </Lines>
      <PricingNote />
    </Modal>
  );
}
