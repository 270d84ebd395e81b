import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'shared-ui/router';
import { Avatar, Button } from 'shared-ui';
import { hasRoute, pathTo, photoUrl, type BlockedMember } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: 56px;
  padding: ${({ theme }) => theme.space.xs}px 0;

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** The name takes the room left; a long one is cut with an ellipsis rather than pushing the button out. */
const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export interface BlockedMemberRowProps {
  member: BlockedMember;
  cdnPrefix: string;
  busy: boolean;
  onUnblock: (member: BlockedMember) => void;
  /** The row's button, for the list to move focus to after a neighbour went away. */
  buttonRef: Ref<HTMLButtonElement>;
}

/** One blocked member: photo, name (to their profile, where the block shows) and the way back. */
export function BlockedMemberRow({ member, cdnPrefix, busy, onUnblock, buttonRef }: BlockedMemberRowProps) {
  const { t } = useTranslation(namespace);
  const image = member.main_image ? photoUrl(cdnPrefix, member.main_image.thumb_filename) : null;
  return (
    <Row>
      <Avatar src={image} name={member.name} size={40} decorative />
      <Name>
        {hasRoute('members-id') ? (
          <Link to={pathTo('members-id', { id: member.id })}>{member.name}</Link>
        ) : (
          member.name
        )}
      </Name>
      <Button
        ref={buttonRef}
        type="button"
        size="sm"
        variant="outline"
        aria-label={t('settings.privacy.blocked.unblockName', { name: member.name })}
        aria-busy={busy}
        // Not disabled while it runs: that would throw keyboard focus out of the button.
        onClick={() => {
          if (!busy) onUnblock(member);
        }}
      >
        {t('settings.privacy.blocked.unblock')}
      </Button>
    </Row>
  );
}
