import { lazy, Suspense, useId, useState } from 'react';
import type { Area, Point } from 'react-easy-crop';
import styled from 'styled-components';
import { PHOTO_ASPECT } from 'contract/constants';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import type { CropArea } from './cropImage';

/**
 * The cropper's code comes when a photo is chosen: every page carries this kernel, few pages crop, and the
 * stage keeps its size while it loads, so nothing moves.
 */
const Cropper = lazy(() => import('react-easy-crop'));

const MIN_ZOOM = 1;
const MAX_ZOOM = 3;
const ZOOM_STEP = 0.05;

/* The cropper positions itself absolutely inside: this gives it its room, most of a phone's height. */
const Stage = styled.div`
  position: relative;
  width: 100%;
  height: min(60vh, 480px);
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};

  .reactEasyCrop_CropArea:focus-visible {
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.focusRing.color}`};
    outline-offset: 0;
  }
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space.sm}px 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Zoom = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  min-height: ${({ theme }) => theme.touchTarget};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  input {
    width: 100%;
    min-height: ${({ theme }) => theme.touchTarget};
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm}px;
`;

export interface CropDialogTexts {
  title: string;
  hint: string;
  area: string;
  zoom: string;
  use: string;
  cancel: string;
  unreadable: string;
}

export interface CropDialogProps {
  /** The chosen photo (an object URL); null: the dialog is closed. */
  image: string | null;
  texts: CropDialogTexts;
  /** The part to upload, in the image's pixels; null when the browser could not show the photo. */
  onUse: (area: CropArea | null) => void;
  onCancel: () => void;
}

/**
 * Crops a chosen photo to the site's photo shape (PHOTO_ASPECT) before it is uploaded: drag (or the arrow
 * keys on the focused frame) to move it, the slider or a pinch to zoom. A photo the browser cannot show
 * (HEIC outside Safari) cannot be cropped here: the dialog says so and uses it as it is.
 */
export function CropDialog({ image, texts, onUse, onCancel }: CropDialogProps) {
  const hintId = useId();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [area, setArea] = useState<Area | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const [shown, setShown] = useState(image);
  // A new photo starts centred, unzoomed.
  if (shown !== image) {
    setShown(image);
    setCrop({ x: 0, y: 0 });
    setZoom(MIN_ZOOM);
    setArea(null);
    setUnreadable(false);
  }

  return (
    <Modal
      open={image !== null}
      onClose={onCancel}
      title={texts.title}
      describedBy={hintId}
      footer={
        <Footer>
          <Button variant="outline" onClick={onCancel}>
            {texts.cancel}
          </Button>
          <Button onClick={() => onUse(unreadable ? null : area)} disabled={!unreadable && !area}>
            {texts.use}
          </Button>
        </Footer>
      }
    >
      <Hint id={hintId}>{unreadable ? texts.unreadable : texts.hint}</Hint>
      {image && !unreadable && (
        <>
          <Stage>
            <Suspense fallback={null}>
              <Cropper
                image={image}
                crop={crop}
                zoom={zoom}
                minZoom={MIN_ZOOM}
                maxZoom={MAX_ZOOM}
                aspect={PHOTO_ASPECT.width / PHOTO_ASPECT.height}
                // The photo covers the stage, so the frame is as large as the stage allows, whatever the photo's shape.
                objectFit="cover"
                onCropChange={setCrop}
                onZoomChange={setZoom}
                // An image without pixels yet (not decoded) has no crop to upload.
                onCropComplete={(_, pixels) => setArea(pixels.width > 0 && pixels.height > 0 ? pixels : null)}
                mediaProps={{ onError: () => setUnreadable(true) }}
                // The frame takes the focus and the arrow keys: a named group says what it is.
                cropperProps={{ role: 'group', 'aria-label': texts.area }}
              />
            </Suspense>
          </Stage>
          <Zoom>
            {texts.zoom}
            <input
              type="range"
              min={MIN_ZOOM}
              max={MAX_ZOOM}
              step={ZOOM_STEP}
              value={zoom}
              onChange={(event) => setZoom(Number(event.target.value))}
            />
          </Zoom>
        </>
      )}
    </Modal>
  );
}
