import { useCallback, useEffect } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconButton, media, Modal, useReducedMotion, VisuallyHidden } from 'shared-ui';
import type { MemberPhoto } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { LockedSlide } from './LockedSlide';
import { ProgressSegments } from './ProgressSegments';
import { PhotoSlide } from './PhotoSlide';

/*
 * Black and full-bleed: the whole screen on a phone, the whole window but a margin from 576 px. The modal's
 * header (its hidden title and the close button) floats over the photo's top edge.
 */
const FullBleed = styled(Modal)`
  position: relative;
  background: #000;
  color: #fff;

  ${media.sm} {
    max-width: min(100%, 1100px);
    height: 100%;
    max-height: 100%;
    border-radius: ${({ theme }) => theme.radii.lg};
    overflow: hidden;
  }

  /* The modal's header: only its close button shows, top right, above the progress segments' row. */
  & > div:first-child {
    position: absolute;
    inset: 0 0 auto auto;
    z-index: 2;
    padding: ${({ theme }) => theme.space.lg}px ${({ theme }) => theme.space.sm}px 0;
  }
  & > div:first-child button {
    color: #fff;
    background: rgba(0, 0, 0, 0.45);
    border-radius: ${({ theme }) => theme.radii.round};
  }

  /* The modal's body: the stage fills it, edge to edge. */
  & > div:nth-child(2) {
    display: flex;
    padding: 0;
    overflow: hidden;
  }
`;

const Stage = styled.div`
  position: relative;
  flex: 1;
  display: flex;
  min-height: 0;
`;

const Viewport = styled.div`
  flex: 1;
  overflow: hidden;
  /* The carousel takes horizontal drags; vertical ones stay the browser's. */
  touch-action: pan-y pinch-zoom;
`;

const Track = styled.div`
  display: flex;
  height: 100%;
`;

const Slide = styled.div`
  position: relative;
  flex: 0 0 100%;
  min-width: 0;
  height: 100%;
`;

const Step = styled(IconButton)`
  position: absolute;
  top: 50%;
  z-index: 2;
  transform: translateY(-50%);
  color: #fff;
  background: rgba(0, 0, 0, 0.45);
  border-radius: ${({ theme }) => theme.radii.round};

  &:hover {
    background: rgba(0, 0, 0, 0.65);
  }
`;

const Previous = styled(Step)`
  left: ${({ theme }) => theme.space.sm}px;
`;

const Next = styled(Step)`
  right: ${({ theme }) => theme.space.sm}px;
`;

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="1.25em" height="1.25em" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth={2.5}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface PhotoViewerProps {
  /** Every photo of the profile in its order; locked ones show their teaser with the lock. */
  photos: readonly MemberPhoto[];
  /** Index into photos of the one shown, or null when closed. */
  index: number | null;
  name: string;
  memberId: number;
  onIndex: (index: number | null) => void;
}

/**
 * The member's photos full-bleed on black, one at a time: swipe or drag between them, or the arrow keys and
 * the round arrows; progress segments at the top and a counter for screen readers; Escape or the close
 * button closes, and focus goes back to the photo it was opened from.
 */
export function PhotoViewer({ photos, index, name, memberId, onIndex }: PhotoViewerProps) {
  const { t } = useTranslation(namespace);
  return (
    <FullBleed
      open={index !== null && photos.length > 0}
      onClose={() => onIndex(null)}
      title={t('photos.viewer.title', { name })}
      hideTitle
      size="lg"
    >
      {index !== null && (
        <Carousel photos={photos} index={index} name={name} memberId={memberId} onIndex={onIndex} />
      )}
    </FullBleed>
  );
}

function Carousel({
  photos,
  index,
  name,
  memberId,
  onIndex,
}: Omit<PhotoViewerProps, 'index'> & { index: number }) {
  const { t } = useTranslation(namespace);
  const [viewportRef, embla] = useEmblaCarousel({ startIndex: index, containScroll: false });
  const current = Math.min(Math.max(index, 0), photos.length - 1);
  const instant = useReducedMotion();

  // A swipe (or a drag with the mouse) that settles on another photo.
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => {
      const selected = embla.selectedScrollSnap();
      if (selected !== current) onIndex(selected);
    };
    embla.on('select', onSelect);
    return () => void embla.off('select', onSelect);
  }, [embla, current, onIndex]);

  // Arrow keys, buttons and the segments move the carousel to the photo the state names.
  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== current) embla.scrollTo(current, instant);
  }, [embla, current, instant]);

  const go = useCallback(
    (step: -1 | 1) => {
      const next = current + step;
      if (next >= 0 && next < photos.length) onIndex(next);
    },
    [current, photos.length, onIndex],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft') go(-1);
      else if (event.key === 'ArrowRight') go(1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [go]);

  const total = photos.length;
  const counter = t('photos.viewer.counter', { number: current + 1, total });

  return (
    <Stage>
      {total > 1 && <ProgressSegments total={total} current={current} />}
      <VisuallyHidden aria-live="polite">{counter}</VisuallyHidden>
      <Viewport ref={viewportRef}>
        <Track>
          {photos.map((photo, position) => (
            <Slide
              key={photo.id}
              role="group"
              aria-roledescription={t('photos.viewer.slide')}
              aria-label={t('photos.viewer.counter', { number: position + 1, total })}
              aria-hidden={position !== current}
              inert={position !== current}
            >
              {photo.locked ? (
                <LockedSlide
                  photo={photo}
                  memberId={memberId}
                  onLeave={() => onIndex(null)}
                  near={Math.abs(position - current) <= 1}
                />
              ) : (
                <PhotoSlide
                  photo={photo}
                  alt={t('photos.viewer.alt', { name, number: position + 1, total })}
                  near={Math.abs(position - current) <= 1}
                />
              )}
            </Slide>
          ))}
        </Track>
      </Viewport>
      {current > 0 && (
        <Previous type="button" aria-label={t('photos.previous')} onClick={() => go(-1)}>
          <Chevron direction="left" />
        </Previous>
      )}
      {current < total - 1 && (
        <Next type="button" aria-label={t('photos.next')} onClick={() => go(1)}>
          <Chevron direction="right" />
        </Next>
      )}
    </Stage>
  );
}
