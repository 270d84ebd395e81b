import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LinkButton, LockIcon } from 'shared-ui';
import { type MemberPhoto, pathTo } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { InlineActions } from '../../components/InlineActions';
import { VisitorActions } from '../visitor/VisitorActions';
import { LockedTeaser } from './LockedTeaser';

const Frame = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  overflow: hidden;
  background: #222;
`;

const Panel = styled.div`
  position: relative;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  max-width: 22rem;
  /* Clear of the viewer's round arrows at the sides. */
  margin: ${({ theme }) => theme.space.md}px
    calc(${({ theme }) => theme.touchTarget} + ${({ theme }) => theme.space.md}px);
  padding: ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: rgba(0, 0, 0, 0.55);
  color: #fff;
  text-align: center;
`;

const Lock = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: rgba(255, 255, 255, 0.18);
  font-size: 2rem;
`;

const Reason = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export interface LockedSlideProps {
  photo: MemberPhoto;
  memberId: number;
  /** Called before the visitor's way out (sign up, log in) is followed: closes the viewer. */
  onLeave: () => void;
  /** Next to the photo shown: its teaser loads at once. */
  near: boolean;
}

/**
 * A photo the viewer may not see, in its place in the sequence: the blurred teaser, the lock, why, and the
 * way to see it (premium for a free member; sign up or log in for a visitor).
 */
export function LockedSlide({ photo, memberId, onLeave, near }: LockedSlideProps) {
  const { t } = useTranslation(namespace);
  const premium = photo.lock_reason === 'premium';
  return (
    <Frame>
      <LockedTeaser filename={photo.teaser_filename} eager={near} />
      <Panel>
        <Lock>
          <LockIcon />
        </Lock>
        <Reason>{premium ? t('photos.locked.premiumReason') : t('photos.locked.loginReason')}</Reason>
        <InlineActions>
          {premium ? (
            // Following the link leaves the profile, and the viewer with it.
            <LinkButton to={pathTo('premium')}>{t('photos.locked.getPremium')}</LinkButton>
          ) : (
            <VisitorActions memberId={memberId} onLeave={onLeave} />
          )}
        </InlineActions>
      </Panel>
    </Frame>
  );
}
