import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { TFunction } from 'i18next';

/**
 * What a screen reader hears while a photo is moved by keyboard (or pointer), in the reader's language:
 * photos are named by their place before the move ("photo 2"), places count from 1, and the first place is
 * the main photo.
 */
export function photoAnnouncements(
  t: TFunction,
  ids: UniqueIdentifier[],
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const number = (id: UniqueIdentifier) => ids.indexOf(id) + 1;
  const place = (over: { id: UniqueIdentifier } | null) => (over ? ids.indexOf(over.id) + 1 : 0);
  const total = ids.length;
  return {
    screenReaderInstructions: { draggable: t('profile.photos.order.instructions') },
    announcements: {
      onDragStart: ({ active }) => t('profile.photos.order.pickedUp', { number: number(active.id), total }),
      onDragOver: ({ active, over }) =>
        over
          ? t('profile.photos.order.movedTo', { number: number(active.id), position: place(over), total })
          : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? place(over) === 1
            ? t('profile.photos.order.droppedFirst', { number: number(active.id) })
            : t('profile.photos.order.dropped', { number: number(active.id), position: place(over), total })
          : undefined,
      onDragCancel: ({ active }) =>
        t('profile.photos.order.cancelled', { number: number(active.id), position: number(active.id) }),
    },
  };
}
