/**
 * The demo pictures: a portrait of their own for every demo member's main photo (a face number each, see
 * portrait-painter.ts), and a pool of 30 scenes shared by all for further photos, with the file names photo
 * rows store. images.ts writes the scenes at start and each portrait when it is first asked for.
 *
 * Scenes exist twice, a public and a private copy, so each file name is either always private or always
 * public: whatever decides access to a file by looking up its photo rows never meets a contradiction.
 */
import { DEMO_UPLOADS_FOLDER } from './constants.js';
import { PORTRAIT_FACES, portraitSvg, type PortraitGender } from './portrait-painter.js';
import { SCENE_COUNT, sceneSvg } from './scene-painter.js';

export interface DemoImage {
  /** File name without folder and extension, e.g. `portrait-07`. */
  name: string;
  svg: () => string;
}

export interface DemoPhotoFile {
  filename: string;
  thumbFilename: string;
}

const two = (n: number) => String(n).padStart(2, '0');

const GENDER_LETTER: Record<PortraitGender, string> = { female: 'f', male: 'm' };

/** A portrait's file name without folder and extension: `face-f-000123` is woman number 123's face. */
export function portraitName(gender: PortraitGender, face: number): string {
  return `face-${GENDER_LETTER[gender]}-${String(face).padStart(6, '0')}`;
}

/** The portrait `face` of a gender as a picture. */
export function portraitImage(gender: PortraitGender, face: number): DemoImage {
  return { name: portraitName(gender, face), svg: () => portraitSvg(face, gender) };
}

const PORTRAIT_FILE = /^face-([fm])-(\d{6})(?:_thumb)?\.jpg$/;

/**
 * The portrait a stored demo file shows (`face-f-000123.jpg` or its `_thumb.jpg`, inside the demo folder),
 * or null for any other name and for face numbers the painter does not draw.
 */
export function portraitOfFile(fileName: string): DemoImage | null {
  const match = PORTRAIT_FILE.exec(fileName);
  if (!match) return null;
  const gender: PortraitGender = match[1] === 'f' ? 'female' : 'male';
  const face = Number(match[2]);
  return face < PORTRAIT_FACES[gender] ? portraitImage(gender, face) : null;
}

export const SCENES: readonly DemoImage[] = Array.from({ length: SCENE_COUNT }, (_, i) => ({
  name: `scene-${two(i + 1)}`,
  svg: () => sceneSvg(i),
}));

/** The name of a scene's private copy. */
export const privateName = (name: string) => `${name}-private`;

/** What a photo row stores for a picture: paths relative to the uploads root. */
export const photoFile = (name: string): DemoPhotoFile => ({
  filename: `${DEMO_UPLOADS_FOLDER}/${name}.jpg`,
  thumbFilename: `${DEMO_UPLOADS_FOLDER}/${name}_thumb.jpg`,
});

/** The photo files of portrait `face` of a gender. */
export const portraitFile = (gender: PortraitGender, face: number): DemoPhotoFile =>
  photoFile(portraitName(gender, face));

/** The photo files of every scene in its public and private copy. */
export const SCENE_FILES: readonly { public: DemoPhotoFile; private: DemoPhotoFile }[] = SCENES.map(
  (image) => ({ public: photoFile(image.name), private: photoFile(privateName(image.name)) }),
);
