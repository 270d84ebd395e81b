import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Modal } from 'shared-ui';
import { photoUrl, settingsAtom, type MemberPhoto } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';

const Figure = styled.figure`
  margin: 0;
  display: flex;
  justify-content: center;
  background: ${({ theme }) => theme.colors.surfaceSunken};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;

  img {
    display: block;
    max-width: 100%;
    max-height: 70vh;
    object-fit: contain;
  }
`;

export interface PhotoViewerProps {
  /** The photos the viewer may see (locked ones are never in here). */
  photos: readonly MemberPhoto[];
  /** Index into photos of the one shown, or null when closed. */
  index: number | null;
  name: string;
  onIndex: (index: number | null) => void;
}

/** One photo large, in a dialog, with the way to the previous and next photo. */
export function PhotoViewer({ photos, index, name, onIndex }: PhotoViewerProps) {
  const { t } = useTranslation(namespace);
  const settings = useAtomValue(settingsAtom);
  const photo = index === null ? undefined : photos[index];
  const current = index ?? 0;
  const label = t('photos.viewerTitle', { name, number: current + 1, total: photos.length });

  return (
    <Modal
      open={photo !== undefined && photo.filename !== null}
      onClose={() => onIndex(null)}
      title={label}
      size="lg"
      footer={
        photos.length > 1 && (
          <>
            <Button
              type="button"
              variant="outline"
              disabled={current === 0}
              onClick={() => onIndex(current - 1)}
            >
              {t('photos.previous')}
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={current >= photos.length - 1}
              onClick={() => onIndex(current + 1)}
            >
              {t('photos.next')}
            </Button>
          </>
        )
      }
    >
      {photo?.filename && (
        <Figure>
          <img src={photoUrl(settings?.cdn_prefix ?? '', photo.filename)} alt={label} />
        </Figure>
      )}
    </Modal>
  );
}
