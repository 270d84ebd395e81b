/**
 * Draws the chosen part of a photo onto a canvas and returns it as a JPEG file: what the photo editor
 * uploads, so the server receives the crop the member saw. JPEG because every browser's canvas writes it
 * (Safari writes no WebP); the server re-encodes and checks it as any other upload.
 */

/** The crop in the image's own pixels, as react-easy-crop reports it. */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Longest side of the uploaded crop: sharp enough for a full-screen portrait, small enough for a phone's upload. */
export const CROP_MAX_SIDE_PX = 1600;
const JPEG_QUALITY = 0.9;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The photo could not be read.'));
    image.src = src;
  });
}

/** The part `area` of the image at `src`, scaled down to CROP_MAX_SIDE_PX at most, as `name` (a .jpg). */
export async function cropImage(src: string, area: CropArea, name = 'photo.jpg'): Promise<File> {
  const image = await loadImage(src);
  const scale = Math.min(1, CROP_MAX_SIDE_PX / Math.max(area.width, area.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot crop photos.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
  );
  if (!blob) throw new Error('The photo could not be cropped.');
  return new File([blob], name.replace(/\.[^.]*$/, '') + '.jpg', { type: 'image/jpeg' });
}
