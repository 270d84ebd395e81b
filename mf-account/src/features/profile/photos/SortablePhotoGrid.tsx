import type { ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { photoUrl, type OwnPhoto } from 'shared-ui/kernel';
import { namespace } from '../../../app/translations';
import { photoAnnouncements } from './announcements';
import { PhotoTile } from './PhotoTile';

/* Two photos a row on a 375 px phone, more as the card widens. */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  margin: ${({ theme }) => theme.space.md}px 0;
  padding: 0;
  list-style: none;
`;

export interface SortablePhotoGridProps {
  photos: OwnPhoto[];
  cdnPrefix: string;
  busy: boolean;
  /** The photos' ids in their new order; the first becomes the main photo. */
  onOrder: (ids: number[]) => void;
  onPrivate: (photo: OwnPhoto, value: boolean) => void;
  onDelete: (photo: OwnPhoto) => void;
  /** The last cell (the camera tile), not sortable. */
  children?: ReactNode;
}

/**
 * The own photos in their order: dragged by their handle with a pointer, or picked up with Space or Enter,
 * moved with the arrow keys and dropped again, with what happens announced. "Make main photo" moves a photo
 * to the front: the first photo is the main photo.
 */
export function SortablePhotoGrid({
  photos,
  cdnPrefix,
  busy,
  onOrder,
  onPrivate,
  onDelete,
  children,
}: SortablePhotoGridProps) {
  const { t } = useTranslation(namespace);
  const ids = photos.map((photo) => photo.id);
  const sensors = useSensors(
    // A few pixels of movement first, so a tap on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const moved = arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
    onOrder(moved);
  };
  const makeMain = (photo: OwnPhoto) => onOrder([photo.id, ...ids.filter((id) => id !== photo.id)]);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={photoAnnouncements(t, ids)}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <Grid>
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              number={index + 1}
              src={photoUrl(cdnPrefix, photo.thumb_filename)}
              busy={busy}
              onMakeMain={makeMain}
              onPrivate={onPrivate}
              onDelete={onDelete}
            />
          ))}
          {children}
        </Grid>
      </SortableContext>
    </DndContext>
  );
}
