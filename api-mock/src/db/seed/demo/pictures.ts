/**
 * The demo picture pools: 40 portraits (20 per gender) for main photos and 30 scenes for further photos,
 * with the file names photo rows store. Shared by every demo member; images.ts writes the files.
 *
 * Scenes exist twice, a public and a private copy, so each file name is either always private or always
 * public: whatever decides access to a file by looking up its photo rows never meets a contradiction.
 */
import { DEMO_UPLOADS_FOLDER } from './constants.js';
import { portraitSvg, type PortraitGender } from './portrait-painter.js';
import { SCENE_COUNT, sceneSvg } from './scene-painter.js';

/** Portraits per gender: portrait-01..20 are women, portrait-21..40 men. */
const PORTRAITS_PER_GENDER = 20;

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

export const PORTRAITS: Readonly<Record<PortraitGender, readonly DemoImage[]>> = {
  female: Array.from({ length: PORTRAITS_PER_GENDER }, (_, i) => ({
    name: `portrait-${two(i + 1)}`,
    svg: () => portraitSvg(i, 'female'),
  })),
  male: Array.from({ length: PORTRAITS_PER_GENDER }, (_, i) => ({
    name: `portrait-${two(PORTRAITS_PER_GENDER + i + 1)}`,
    svg: () => portraitSvg(i, 'male'),
  })),
};

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

/** The photo files of every portrait by gender, and of every scene in its public and private copy. */
export const PORTRAIT_FILES: Readonly<Record<PortraitGender, readonly DemoPhotoFile[]>> = {
  female: PORTRAITS.female.map((image) => photoFile(image.name)),
  male: PORTRAITS.male.map((image) => photoFile(image.name)),
};
export const SCENE_FILES: readonly { public: DemoPhotoFile; private: DemoPhotoFile }[] = SCENES.map(
  (image) => ({ public: photoFile(image.name), private: photoFile(privateName(image.name)) }),
);
