import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { Spinner, VisuallyHidden } from 'shared-ui';
import type { MemberCard } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { tileGround } from '../member-cards/photo-frame';
import { ActionBar } from './ProfileActions';
import { HeaderLayout, PhotoFrame, ProfileHeader, Side } from './ProfileHeader';
import { ProfileFrame } from './ProfileFrame';

const shimmer = keyframes`
  from { opacity: 1; }
  to { opacity: 0.55; }
`;

const Block = styled.span<{ $width?: string; $height?: number; $flex?: boolean }>`
  display: block;
  flex: ${({ $flex }) => ($flex ? '1 1 0' : '0 0 auto')};
  width: ${({ $width }) => $width ?? 'auto'};
  height: ${({ $height }) => ($height ? `${$height}px` : 'auto')};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};

  @media (prefers-reduced-motion: no-preference) {
    animation: ${shimmer} 0.9s ease-in-out infinite alternate;
  }
`;

const Lines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Centre = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.primary};
`;

/** The row of actions before they arrive: like, message, gift and more, in their places and sizes. */
function ActionBarPlaceholder() {
  return (
    <ActionBar aria-hidden="true">
      <Block $flex />
      <Block $flex />
      <Block $width="48px" />
      <Block $width="48px" />
    </ActionBar>
  );
}

function FactLines() {
  return (
    <Lines aria-hidden="true">
      <Block $width="60%" $height={20} />
      <Block $width="45%" $height={20} />
    </Lines>
  );
}

/**
 * A profile before it has loaded, in the shape of the profile: the photo frame (with the member's photo, name
 * and place at once when a list showed their card), the action row and the facts, so the profile replaces it
 * in place and nothing moves.
 */
export function ProfileSkeleton({ id, card }: { id: number; card: MemberCard | undefined }) {
  const { t } = useTranslation(namespace);
  const headingId = useId();
  const status = <Spinner size="lg" aria-label={t('profile.loading')} />;
  return (
    <ProfileFrame headingId={headingId} fill>
      {card ? (
        <ProfileHeader profile={card} headingId={headingId}>
          <ActionBarPlaceholder />
          <VisuallyHidden>{status}</VisuallyHidden>
        </ProfileHeader>
      ) : (
        <HeaderLayout>
          <PhotoFrame $ground={tileGround(id)}>
            <Centre>{status}</Centre>
          </PhotoFrame>
          <Side>
            <VisuallyHidden as="h1" id={headingId}>
              {t('profile.pageTitle')}
            </VisuallyHidden>
            <ActionBarPlaceholder />
            <FactLines />
          </Side>
        </HeaderLayout>
      )}
    </ProfileFrame>
  );
}
