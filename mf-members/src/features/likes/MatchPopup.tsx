import { useTranslation } from 'react-i18next';
import { useNavigate } from 'shared-ui/router';
import { MatchOverlay, useMatchMessage } from 'shared-ui';
import type { MemberCard } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { pathTo } from 'shared-ui/kernel';
import { MatchMessageNote } from './MatchMessageNote';
import { describeMatchRefusal } from './match-refusal';

export interface MatchPopupProps {
  /** The member the viewer just matched with; null shows nothing. */
  profile: MemberCard | null;
  onClose: () => void;
}

/**
 * The match overlay after a like that made a match. A message written on it goes out as an ordinary chat
 * message and opens the conversation; choosing the member (photo or button) opens the chat with them: after a
 * match, talking is the next step.
 */
export function MatchPopup({ profile, onClose }: MatchPopupProps) {
  const { t } = useTranslation(namespace);
  const navigate = useNavigate();
  const message = useMatchMessage(profile, onClose, (error) => describeMatchRefusal(error, t));
  return (
    <MatchOverlay
      profile={profile}
      title={t('match.title')}
      actionLabel={t('match.openChat')}
      onClose={onClose}
      onSelect={(id) => {
        onClose();
        void navigate(pathTo('members-id-chat', { id: id }));
      }}
      message={
        profile
          ? {
              onSend: message.send,
              maxLength: message.maxLength,
              note: <MatchMessageNote memberId={profile.id} refusal={message.refusal} />,
            }
          : undefined
      }
    />
  );
}
