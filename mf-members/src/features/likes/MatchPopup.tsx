import { useTranslation } from 'react-i18next';
import { useNavigate } from 'shared-ui/router';
import { MatchOverlay } from 'shared-ui';
import type { MemberCard } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { pathTo } from 'shared-ui/kernel';

export interface MatchPopupProps {
  /** The member the viewer just matched with; null shows nothing. */
  profile: MemberCard | null;
  onClose: () => void;
}

/**
 * The match overlay after a like that made a match. Choosing the member (photo or button) opens the chat
 * with them: after a match, talking is the next step.
 */
export function MatchPopup({ profile, onClose }: MatchPopupProps) {
  const { t } = useTranslation(namespace);
  const navigate = useNavigate();
  return (
    <MatchOverlay
      profile={profile}
      title={t('match.title')}
      actionLabel={t('match.message')}
      onClose={onClose}
      onSelect={(id) => {
        onClose();
        void navigate(pathTo('members-id-chat', { id: id }));
      }}
    />
  );
}
