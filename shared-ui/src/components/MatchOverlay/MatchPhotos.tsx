import styled, { css, keyframes } from 'styled-components';
import { Avatar } from '../Avatar/Avatar';

const PHOTO_PX = 132;

/* The two photos fly in from their sides and settle tilted towards each other; the heart pops last. */
const fromLeft = keyframes`
  from { transform: translateX(-40%) rotate(-20deg) scale(0.6); opacity: 0; }
  to { transform: rotate(-8deg); opacity: 1; }
`;
const fromRight = keyframes`
  from { transform: translateX(40%) rotate(20deg) scale(0.6); opacity: 0; }
  to { transform: rotate(8deg); opacity: 1; }
`;
const pop = keyframes`
  0% { transform: translate(-50%, -50%) scale(0); }
  60% { transform: translate(-50%, -50%) scale(1.25); }
  100% { transform: translate(-50%, -50%) scale(1); }
`;

const Pair = styled.div`
  position: relative;
  display: flex;
  justify-content: center;
  /* The two circles overlap by a quarter of a photo: the pair is drawn as one shape. */
  width: ${PHOTO_PX * 2 - PHOTO_PX / 4}px;
  max-width: 100%;
  height: ${PHOTO_PX + 16}px;
`;

const frame = css`
  position: absolute;
  top: 8px;
  display: inline-flex;
  padding: 0;
  border: 4px solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation-duration: 480ms;
  animation-timing-function: cubic-bezier(0.2, 0.9, 0.3, 1.2);
  animation-fill-mode: both;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }

  [data-motion='still'] > & {
    animation: none;
  }
`;

const Own = styled.span`
  ${frame}
  left: 0;
  transform: rotate(-8deg);
  animation-name: ${fromLeft};
`;

/* Their photo is a button of its own: choosing it emits the id, like the action button. */
const Theirs = styled.button.attrs({ type: 'button' })`
  ${frame}
  right: 0;
  z-index: 1;
  transform: rotate(8deg);
  animation-name: ${fromRight};
  cursor: pointer;

  &[data-alone] {
    right: auto;
    transform: none;
    animation-name: none;
  }
`;

const Heart = styled.span`
  position: absolute;
  z-index: 2;
  left: 50%;
  top: 50%;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brandPrimary};
  box-shadow: ${({ theme }) => theme.shadows.md};
  transform: translate(-50%, -50%);
  animation: ${pop} 420ms 360ms ease-out both;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }

  [data-motion='still'] > & {
    animation: none;
  }
`;

function HeartIcon() {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.6.8-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z"
      />
    </svg>
  );
}

export interface MatchPhotosProps {
  own: { name: string; src: string | null } | null;
  theirs: { name: string; src: string | null };
  /** The accessible name of their photo's button. */
  theirsLabel: string;
  onSelect: () => void;
  /** No animation: the member asked for reduced motion. */
  still: boolean;
}

/**
 * Both members side by side, overlapping and tilted towards each other, with a heart between them. Without
 * the member's own profile (it has not loaded) their photo stands alone in the middle.
 */
export function MatchPhotos({ own, theirs, theirsLabel, onSelect, still }: MatchPhotosProps) {
  return (
    <Pair data-match-photos="" data-motion={still ? 'still' : 'animated'}>
      {own && (
        <Own data-match-photo="own">
          <Avatar src={own.src} name={own.name} size={PHOTO_PX} decorative />
        </Own>
      )}
      <Theirs
        aria-label={theirsLabel}
        onClick={onSelect}
        data-match-photo="theirs"
        data-alone={own ? undefined : ''}
      >
        <Avatar src={theirs.src} name={theirs.name} size={PHOTO_PX} decorative />
      </Theirs>
      {own && (
        <Heart>
          <HeartIcon />
        </Heart>
      )}
    </Pair>
  );
}
