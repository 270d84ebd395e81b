import type { CSSProperties } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge, Button, CheckboxField, CrossIcon } from 'shared-ui';
import { PHOTO_ASPECT, type OwnPhoto } from 'shared-ui/kernel';
import { namespace } from '../../../app/translations';

const Tile = styled.li<{ $dragging: boolean }>`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  align-content: start;
  z-index: ${({ $dragging }) => ($dragging ? 1 : 'auto')};

  /* The slide of the other photos while one is moved; none for members who asked for less motion. */
  @media (prefers-reduced-motion: reduce) {
    transition: none !important;
  }
`;

const Frame = styled.div<{ $dragging: boolean }>`
  position: relative;
  aspect-ratio: ${PHOTO_ASPECT.width} / ${PHOTO_ASPECT.height};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  box-shadow: ${({ theme, $dragging }) => ($dragging ? theme.shadows.lg : theme.shadows.sm)};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Badges = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.xs}px;
  left: ${({ theme }) => theme.space.xs}px;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
`;

/* Round buttons on the photo, dark so they read on any picture. */
const OnPhoto = styled.button`
  position: absolute;
  right: ${({ theme }) => theme.space.xs}px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: rgba(17, 19, 23, 0.65);
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: 1.25rem;
  cursor: pointer;

  &:focus-visible {
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.focusRing.color}`};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }

  &:disabled {
    cursor: default;
    opacity: 0.6;
  }
`;

/* The handle takes the drag: the rest of the tile scrolls the page on a phone as usual. */
const Handle = styled(OnPhoto)`
  bottom: ${({ theme }) => theme.space.xs}px;
  cursor: grab;
  touch-action: none;
`;

const Delete = styled(OnPhoto)`
  top: ${({ theme }) => theme.space.xs}px;
`;

/* Reads well at 150 px: one action per row. */
const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;

  label {
    margin-bottom: 0;
  }
`;

function MoveIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 3v18M3 12h18M12 3l-3 3M12 3l3 3M12 21l-3-3M12 21l3-3M3 12l3-3M3 12l3 3M21 12l-3-3M21 12l-3 3" />
    </svg>
  );
}

export interface PhotoTileProps {
  photo: OwnPhoto;
  /** 1-based place in the order: 1 is the main photo. */
  number: number;
  src: string;
  busy: boolean;
  onMakeMain: (photo: OwnPhoto) => void;
  onPrivate: (photo: OwnPhoto, value: boolean) => void;
  onDelete: (photo: OwnPhoto) => void;
}

/**
 * One of the own photos: the "Main photo" badge on the first, a delete button and the drag (or keyboard) handle
 * on the photo, and below it "Make main photo" and the private switch.
 */
export function PhotoTile({ photo, number, src, busy, onMakeMain, onPrivate, onDelete }: PhotoTileProps) {
  const { t } = useTranslation(namespace);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: photo.id, disabled: busy });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition };
  const main = number === 1 && !photo.private;
  return (
    <Tile ref={setNodeRef} style={style} $dragging={isDragging}>
      <Frame $dragging={isDragging}>
        <img
          src={src}
          alt={t('profile.photos.alt', { number })}
          width={PHOTO_ASPECT.width * 100}
          height={PHOTO_ASPECT.height * 100}
          loading="lazy"
        />
        {(main || photo.private) && (
          <Badges>
            {main && <Badge tone="primary">{t('profile.photos.main')}</Badge>}
            {photo.private && <Badge>{t('profile.photos.private')}</Badge>}
          </Badges>
        )}
        <Handle
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('profile.photos.order.move', { number })}
        >
          <MoveIcon />
        </Handle>
        <Delete
          type="button"
          disabled={busy}
          onClick={() => onDelete(photo)}
          aria-label={t('profile.photos.deleteNumber', { number })}
          title={t('profile.photos.delete')}
        >
          <CrossIcon />
        </Delete>
      </Frame>
      <Actions>
        {/* The main photo is shown to everybody: a private photo cannot become it, nor can it be private. */}
        {!main && !photo.private && (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => onMakeMain(photo)}
            aria-label={t('profile.photos.makeMainNumber', { number })}
          >
            {t('profile.photos.makeMain')}
          </Button>
        )}
        {!main && (
          <CheckboxField
            label={t('profile.photos.private')}
            aria-label={t('profile.photos.privateNumber', { number })}
            checked={photo.private}
            disabled={busy}
            onChange={(event) => onPrivate(photo, event.target.checked)}
          />
        )}
      </Actions>
    </Tile>
  );
}
