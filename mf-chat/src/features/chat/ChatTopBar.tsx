import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'shared-ui/router';
import styled from 'styled-components';
import {
  Avatar,
  Dropdown,
  FictionalDisclosure,
  IconButton,
  media,
  useUiText,
  type DropdownItem,
} from 'shared-ui';
import { pathTo, type MemberCard } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { BackIcon, MoreIcon } from '../../components/icons';
import { useMemberPhoto } from '../../lib/member-photo';
import { CreditsBadge } from './CreditsBadge';

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  min-height: 60px;
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.sm}px`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

/* On phones the list is another page: the way back to it. From 992 px the list is beside the chat. */
const Back = styled(IconButton)`
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.375rem;

  ${media.lg} {
    display: none;
  }
`;

const ProfileLink = styled(Link)`
  display: inline-flex;
  flex: 0 1 auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-width: 0;
  margin-right: auto;
  padding: ${({ theme }) => theme.space.xs}px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Names = styled.span`
  display: grid;
  min-width: 0;
`;

const Name = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Details = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

/* A round '⋯' button: the menu's caret is left out, the dots say there is more. */
const Menu = styled(Dropdown)`
  flex: none;

  > button {
    width: ${({ theme }) => theme.touchTarget};
    padding: 0;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    background: transparent;
    font-size: 1.25rem;

    > span[aria-hidden='true'] {
      display: none;
    }
  }

  > button:hover:not(:disabled) {
    border-color: transparent;
    background: ${({ theme }) => theme.colors.surfaceSunken};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export interface ChatTopBarProps {
  profile: MemberCard;
  onBlock: () => void;
  /** Opens the report dialog (the conversation goes with the report). */
  onReport: () => void;
  /** Null while there is no conversation to delete yet. */
  onDelete: (() => void) | null;
}

/**
 * The chat's top bar: back to the list (phones), the member's photo and name linking to their profile, the
 * member's own credits, and the info menu (view profile, block, report, delete the chat).
 */
export function ChatTopBar({ profile, onBlock, onReport, onDelete }: ChatTopBarProps) {
  const { t } = useTranslation(namespace);
  const reportWords = useUiText().report;
  const navigate = useNavigate();
  const photo = useMemberPhoto(profile);
  const profilePath = pathTo('members-id', { id: profile.id });
  const details = [String(profile.age), profile.city].filter(Boolean).join(' · ');

  const items: DropdownItem[] = [
    {
      key: 'profile',
      label: t('chat.menu.viewProfile'),
      href: profilePath,
      onSelect: (event) => {
        // A client-side navigation: the site stays loaded.
        event.preventDefault();
        navigate(profilePath);
      },
    },
    { key: 'block', label: t('chat.menu.block', { name: profile.name }), onSelect: onBlock, tone: 'danger' },
    {
      key: 'report',
      label: reportWords.actionLabel.replace('{name}', profile.name),
      onSelect: onReport,
      tone: 'danger',
    },
  ];
  if (onDelete) {
    items.push({ key: 'delete', label: t('chat.menu.delete'), onSelect: onDelete, tone: 'danger' });
  }

  return (
    <Bar>
      <Back as={Link} to={pathTo('chats')} aria-label={t('chat.backToList')}>
        <BackIcon />
      </Back>
      <ProfileLink to={profilePath} title={t('chat.menu.viewProfile')}>
        <Avatar src={photo} name={profile.name} size={40} decorative />
        <Names>
          <Name>{profile.name}</Name>
          <Details>{details}</Details>
          {profile.fictional && <FictionalDisclosure />}
        </Names>
      </ProfileLink>
      <CreditsBadge />
      <Menu label={<MoreIcon />} aria-label={t('chat.menu.label')} items={items} variant="outline" />
    </Bar>
  );
}
