/**
 * Head-and-shoulders avatars as SVG: flat, friendly illustrations (never mistaken for photos of real people).
 * Every demo member has a face of their own: a face number picks one combination of skin tone, face shape,
 * hair style and colour, eyes and their colour, brows, mouth and one extra (glasses, earrings, freckles, a
 * beard ...), through a bijection, so two face numbers below PORTRAIT_FACES[gender] never draw the same
 * face. Clothes and background vary on top. The same number draws the same picture every time.
 */
export type PortraitGender = 'male' | 'female';

const SKINS = ['#ffe0c7', '#f6cfae', '#eab68f', '#d89f74', '#b97a4f', '#8e5634', '#6b3f25', '#f1c9a5'];
const HAIR_COLORS = [
  '#2a1d17', // near black
  '#4a2f22', // dark brown
  '#7a4a2a', // brown
  '#a0522d', // auburn
  '#d4a94f', // blond
  '#e6cc8a', // light blond
  '#b5532a', // red
  '#8f8f8f', // grey
  '#1b1b1b', // black
  '#5b3b2a', // chestnut
];
const SHIRTS = [
  '#3f6fb5',
  '#e07a5f',
  '#81b29a',
  '#f2cc8f',
  '#6d597a',
  '#2a9d8f',
  '#e76f51',
  '#264653',
  '#c9ada7',
  '#457b9d',
];
const BACKGROUNDS: readonly [string, string][] = [
  ['#fde2e4', '#fad2e1'],
  ['#e2ece9', '#bee1e6'],
  ['#fff1e6', '#fde4cf'],
  ['#dfe7fd', '#cddafd'],
  ['#f0efeb', '#ddd3c4'],
  ['#e9f5db', '#cfe1b9'],
  ['#fbe7c6', '#f6d186'],
  ['#e4dfec', '#c9bbcf'],
  ['#d8f3dc', '#b7e4c7'],
  ['#ffe5ec', '#ffc2d1'],
];

/** A colour made darker (factor < 1) or lighter (factor > 1). */
export function shade(hex: string, factor: number): string {
  const value = parseInt(hex.slice(1), 16);
  const channel = (shift: number) =>
    Math.max(0, Math.min(255, Math.round(((value >> shift) & 0xff) * factor)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

const at = <T>(items: readonly T[], index: number): T => items[index % items.length] as T;

interface Hair {
  /** Drawn behind the head (long hair, buns), after the shoulders. */
  back: string;
  /** Drawn over the head (fringe, top). */
  front: string;
}

function curls(points: readonly [number, number][], radius: number, fill: string): string {
  return points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${radius}" fill="${fill}"/>`).join('');
}

const CROWN: [number, number][] = [
  [290, 300],
  [310, 255],
  [345, 228],
  [385, 215],
  [425, 217],
  [462, 230],
  [495, 257],
  [512, 300],
];

const FEMALE_HAIR: readonly ((color: string) => Hair)[] = [
  // Long and straight with a side fringe.
  (c) => ({
    back: `<path d="M255 370 Q248 200 400 192 Q552 200 545 370 L565 650 Q400 690 235 650 Z" fill="${c}"/>`,
    front: `<path d="M266 380 Q258 212 400 208 Q542 212 534 380 Q522 292 462 258 Q410 302 300 300 Q278 330 266 380 Z" fill="${c}"/>`,
  }),
  // Chin-length bob.
  (c) => ({
    back: `<path d="M248 390 Q242 198 400 192 Q558 198 552 390 L550 505 Q505 525 470 505 L330 505 Q295 525 250 505 Z" fill="${c}"/>`,
    front: `<path d="M262 400 Q256 212 400 206 Q544 212 538 400 Q528 280 400 268 Q272 280 262 400 Z" fill="${c}"/>`,
  }),
  // Curly volume.
  (c) => ({
    back:
      `<ellipse cx="400" cy="370" rx="185" ry="200" fill="${c}"/>` +
      curls(
        [
          [235, 330],
          [228, 420],
          [245, 505],
          [565, 330],
          [572, 420],
          [555, 505],
          [300, 200],
          [400, 172],
          [500, 200],
        ],
        58,
        c,
      ),
    front: curls(CROWN, 40, c),
  }),
  // Top bun.
  (c) => ({
    back: `<circle cx="400" cy="188" r="66" fill="${c}"/>`,
    front: `<path d="M268 385 Q262 212 400 206 Q538 212 532 385 Q518 276 400 266 Q282 276 268 385 Z" fill="${c}"/>`,
  }),
  // Ponytail falling over one shoulder.
  (c) => ({
    back: `<path d="M470 240 Q600 300 575 470 Q560 580 600 640 Q520 620 520 520 Q530 400 470 320 Z" fill="${c}"/>`,
    front: `<path d="M266 385 Q258 210 400 204 Q542 210 534 385 Q526 282 470 262 Q400 250 330 262 Q276 282 266 385 Z" fill="${c}"/>`,
  }),
  // Long waves.
  (c) => ({
    back: `<path d="M252 360 Q246 196 400 190 Q554 196 548 360 Q585 430 555 500 Q590 570 560 650 Q400 690 240 650 Q210 570 245 500 Q215 430 252 360 Z" fill="${c}"/>`,
    front: `<path d="M266 380 Q258 210 400 206 Q542 210 534 380 Q515 270 430 262 Q400 292 370 262 Q285 270 266 380 Z" fill="${c}"/>`,
  }),
];

const MALE_HAIR: readonly ((color: string) => Hair)[] = [
  // Short crop.
  (c) => ({
    back: '',
    front: `<path d="M268 362 Q262 205 400 200 Q538 205 532 362 Q525 285 490 265 Q400 248 310 265 Q275 285 268 362 Z" fill="${c}"/>`,
  }),
  // Side part with a little quiff.
  (c) => ({
    back: '',
    front: `<path d="M266 360 Q256 210 380 192 Q470 182 520 230 Q540 270 534 360 Q520 280 470 262 Q380 240 330 270 Q285 290 266 360 Z" fill="${c}"/><path d="M330 215 Q400 160 480 200 Q430 205 400 232 Z" fill="${c}"/>`,
  }),
  // Buzz cut.
  (c) => ({
    back: '',
    front: `<path d="M272 330 Q270 216 400 212 Q530 216 528 330 Q500 252 400 246 Q300 252 272 330 Z" fill="${c}" opacity="0.85"/>`,
  }),
  // Short curls.
  (c) => ({
    back: '',
    front:
      `<path d="M270 330 Q268 222 400 214 Q532 222 530 330 Q500 262 400 256 Q300 262 270 330 Z" fill="${c}"/>` +
      curls(CROWN, 30, c),
  }),
  // Shaved head: only a ring of short hair above the ears.
  (c) => ({
    back: '',
    front: `<path d="M268 400 Q266 340 285 310 Q280 350 284 400 Z" fill="${c}"/><path d="M532 400 Q534 340 515 310 Q520 350 516 400 Z" fill="${c}"/>`,
  }),
  // Longer hair tucked behind the ears.
  (c) => ({
    back: `<path d="M258 380 Q250 205 400 198 Q550 205 542 380 L545 470 Q520 480 505 460 L295 460 Q280 480 255 470 Z" fill="${c}"/>`,
    front: `<path d="M264 370 Q258 208 400 204 Q542 208 536 370 Q520 272 400 262 Q280 272 264 370 Z" fill="${c}"/>`,
  }),
];

/** Face outlines: [half width, half height] of the head's ellipse. */
const FACE_SHAPES: readonly [number, number][] = [
  [130, 158], // oval
  [140, 150], // round
  [124, 166], // long
];

const IRIS_COLORS = ['#5a3a22', '#3d6fa3', '#4f7d4a', '#8a6a3a'] as const;

export type FemaleExtra = 'none' | 'glasses' | 'earrings' | 'freckles';
export type MaleExtra = 'none' | 'glasses' | 'beard' | 'stubble' | 'moustache';
const FEMALE_EXTRAS: readonly FemaleExtra[] = ['none', 'glasses', 'earrings', 'freckles'];
const MALE_EXTRAS: readonly MaleExtra[] = ['none', 'glasses', 'beard', 'stubble', 'moustache'];

/** What makes a face: each an index into its list of variants. */
export interface FaceParameters {
  skin: number;
  faceShape: number;
  hairStyle: number;
  hairColor: number;
  eyes: number;
  iris: number;
  brows: number;
  mouth: number;
  extra: number;
}

/** The face, plus what a picture adds around it (never part of telling two faces apart). */
export interface PortraitParameters extends FaceParameters {
  gender: PortraitGender;
  shirt: number;
  background: number;
}

/** Variants per face parameter, in the order a face number is decoded (the last one varies fastest). */
function faceRadices(gender: PortraitGender): Record<keyof FaceParameters, number> {
  return {
    skin: SKINS.length,
    faceShape: FACE_SHAPES.length,
    hairStyle: (gender === 'female' ? FEMALE_HAIR : MALE_HAIR).length,
    hairColor: HAIR_COLORS.length,
    eyes: 3,
    iris: IRIS_COLORS.length,
    brows: 3,
    mouth: 3,
    extra: (gender === 'female' ? FEMALE_EXTRAS : MALE_EXTRAS).length,
  };
}

/** Different faces there are per gender: face numbers 0 .. count-1 each draw a face of their own. */
export const PORTRAIT_FACES: Readonly<Record<PortraitGender, number>> = {
  female: Object.values(faceRadices('female')).reduce((product, count) => product * count, 1),
  male: Object.values(faceRadices('male')).reduce((product, count) => product * count, 1),
};

/**
 * A prime to no variant count's factor (2, 3, 5): n -> n · STRIDE mod count is a bijection, and it spreads
 * neighbouring face numbers over every parameter, so members 1, 2, 3 ... differ in skin and hair too,
 * not only in the fastest-varying detail.
 */
const STRIDE = 7919;

/** The face parameters of face number `face` (taken modulo PORTRAIT_FACES[gender]). */
export function faceParameters(face: number, gender: PortraitGender): FaceParameters {
  const count = PORTRAIT_FACES[gender];
  let rest = Number((BigInt(((face % count) + count) % count) * BigInt(STRIDE)) % BigInt(count));
  const parameters = {} as FaceParameters;
  const radices = Object.entries(faceRadices(gender)) as [keyof FaceParameters, number][];
  for (const [name, radix] of radices.reverse()) {
    parameters[name] = rest % radix;
    rest = Math.floor(rest / radix);
  }
  return parameters;
}

/** Everything portrait number `face` of a gender is drawn from. */
export function portraitParameters(face: number, gender: PortraitGender): PortraitParameters {
  return {
    gender,
    ...faceParameters(face, gender),
    shirt: (face * 3 + (gender === 'female' ? 0 : 5)) % SHIRTS.length,
    background: (face * 7 + (gender === 'female' ? 0 : 3)) % BACKGROUNDS.length,
  };
}

/** A face as one string: two portraits with the same key would show the same face. */
export function faceKey(parameters: PortraitParameters): string {
  const { gender, skin, faceShape, hairStyle, hairColor, eyes, iris, brows, mouth, extra } = parameters;
  return [gender, skin, faceShape, hairStyle, hairColor, eyes, iris, brows, mouth, extra].join('.');
}

function drawEyes(variant: number, iris: string, rx: number): string {
  const eye = (cx: number) => {
    switch (variant) {
      // Almond: a white with a coloured iris and a soft upper lid.
      case 1:
        return (
          `<ellipse cx="${cx}" cy="388" rx="${rx * 0.16}" ry="11" fill="#ffffff"/>` +
          `<circle cx="${cx}" cy="388" r="9" fill="${iris}"/><circle cx="${cx}" cy="388" r="4.5" fill="#1f1b1d"/>` +
          `<circle cx="${cx + 3}" cy="385" r="2.5" fill="#ffffff"/>` +
          `<path d="M${cx - rx * 0.17} 386 Q${cx} 370 ${cx + rx * 0.17} 386" stroke="#2d2a32" stroke-width="4" fill="none" stroke-linecap="round"/>`
        );
      // Laughing: closed, curved upwards.
      case 2:
        return `<path d="M${cx - 15} 392 Q${cx} 374 ${cx + 15} 392" stroke="#2d2a32" stroke-width="7" fill="none" stroke-linecap="round"/>`;
      // Round and bright, the iris's colour ringing the pupil.
      default:
        return (
          `<ellipse cx="${cx}" cy="386" rx="13" ry="16" fill="${iris}"/>` +
          `<ellipse cx="${cx}" cy="387" rx="8" ry="10" fill="#1f1b1d"/><circle cx="${cx + 4}" cy="380" r="4.5" fill="#ffffff"/>`
        );
    }
  };
  return eye(354) + eye(446);
}

function drawBrows(variant: number, color: string): string {
  switch (variant) {
    // Straight and strong.
    case 1:
      return (
        `<path d="M326 344 L382 340" stroke="${color}" stroke-width="12" stroke-linecap="round"/>` +
        `<path d="M418 340 L474 344" stroke="${color}" stroke-width="12" stroke-linecap="round"/>`
      );
    // Raised, a little surprised.
    case 2:
      return (
        `<path d="M330 342 Q352 318 380 334" stroke="${color}" stroke-width="7" fill="none" stroke-linecap="round"/>` +
        `<path d="M420 334 Q448 318 470 342" stroke="${color}" stroke-width="7" fill="none" stroke-linecap="round"/>`
      );
    default:
      return (
        `<path d="M328 346 Q354 332 380 344" stroke="${color}" stroke-width="9" fill="none" stroke-linecap="round"/>` +
        `<path d="M420 344 Q446 332 472 346" stroke="${color}" stroke-width="9" fill="none" stroke-linecap="round"/>`
      );
  }
}

function drawMouth(variant: number, female: boolean): string {
  switch (variant) {
    // A wide open laugh.
    case 0:
      return `<path d="M360 466 Q400 512 440 466 Z" fill="#7a2e2e"/><path d="M366 468 Q400 482 434 468 L432 474 Q400 486 368 474 Z" fill="#ffffff"/>`;
    // A small, warm smile with full lips.
    case 1:
      return (
        `<path d="M372 474 Q400 462 428 474 Q400 498 372 474 Z" fill="${female ? '#c0504d' : '#a4544f'}"/>` +
        `<path d="M374 475 Q400 482 426 475" stroke="#7a2e2e" stroke-width="3" fill="none" stroke-linecap="round"/>`
      );
    default:
      return (
        `<path d="M362 470 Q400 500 438 470" stroke="#8a3b3b" stroke-width="8" fill="none" stroke-linecap="round"/>` +
        (female
          ? `<path d="M372 472 Q400 470 428 472" stroke="#c0504d" stroke-width="3" fill="none" opacity="0.5"/>`
          : '')
      );
  }
}

/** The SVG of portrait `face` (its face number) of a gender. */
export function portraitSvg(face: number, gender: PortraitGender): string {
  return paintPortrait(portraitParameters(face, gender));
}

/** The SVG of a portrait's parameters. */
export function paintPortrait(parameters: PortraitParameters): string {
  const { gender } = parameters;
  const female = gender === 'female';
  const skin = at(SKINS, parameters.skin);
  const skinShade = shade(skin, 0.86);
  const hairColor = at(HAIR_COLORS, parameters.hairColor);
  const shirt = at(SHIRTS, parameters.shirt);
  const [bg1, bg2] = at(BACKGROUNDS, parameters.background);
  const hair = at(female ? FEMALE_HAIR : MALE_HAIR, parameters.hairStyle)(hairColor);
  const [rx, ry] = at(FACE_SHAPES, parameters.faceShape);
  const extra = female ? at(FEMALE_EXTRAS, parameters.extra) : at(MALE_EXTRAS, parameters.extra);
  const iris = at(IRIS_COLORS, parameters.iris);
  const brow = shade(hairColor, 0.8);
  const chin = 380 + ry;
  const earX = [400 - rx + 2, 400 + rx - 2] as const;
  const sparkle = parameters.background % 4;

  const parts = [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs>`,
    '<rect width="800" height="800" fill="url(#bg)"/>',
    `<circle cx="400" cy="400" r="300" fill="#ffffff" opacity="0.35"/>`,
    `<circle cx="${120 + sparkle * 40}" cy="140" r="38" fill="#ffffff" opacity="0.4"/>`,
    `<circle cx="${660 - (parameters.shirt % 3) * 30}" cy="${200 + (parameters.skin % 5) * 20}" r="22" fill="#ffffff" opacity="0.45"/>`,
    // Shoulders and a collar.
    `<path d="M110 800 C110 650 240 585 400 585 C560 585 690 650 690 800 Z" fill="${shirt}"/>`,
    hair.back,
    `<path d="M348 460 L348 600 Q400 640 452 600 L452 460 Z" fill="${skinShade}"/>`,
    `<path d="M338 596 L400 ${female ? 665 : 650} L462 596 Q400 630 338 596 Z" fill="${skinShade}"/>`,
    `<path d="M330 592 L400 ${female ? 665 : 650} L350 600 Z" fill="${shade(shirt, 0.8)}"/>`,
    `<path d="M470 592 L400 ${female ? 665 : 650} L450 600 Z" fill="${shade(shirt, 0.8)}"/>`,
    // Ears, head.
    `<ellipse cx="${earX[0]}" cy="400" rx="24" ry="36" fill="${skinShade}"/>`,
    `<ellipse cx="${earX[1]}" cy="400" rx="24" ry="36" fill="${skinShade}"/>`,
    extra === 'earrings'
      ? `<circle cx="${earX[0]}" cy="446" r="9" fill="#f4d35e"/><circle cx="${earX[1]}" cy="446" r="9" fill="#f4d35e"/>`
      : '',
    `<ellipse cx="400" cy="380" rx="${rx}" ry="${ry}" fill="${skin}"/>`,
    extra === 'beard'
      ? `<path d="M${400 - rx + 2} 410 Q${400 - rx + 10} ${chin + 22} 400 ${chin + 28} Q${400 + rx - 10} ${chin + 22} ${400 + rx - 2} 410 Q${400 + rx - 25} 500 400 506 Q${400 - rx + 25} 500 ${400 - rx + 2} 410 Z" fill="${hairColor}"/>`
      : '',
    extra === 'stubble'
      ? `<path d="M${400 - rx + 8} 420 Q${400 - rx + 14} ${chin + 8} 400 ${chin + 4} Q${400 + rx - 14} ${chin + 8} ${400 + rx - 8} 420 Q400 520 ${400 - rx + 8} 420 Z" fill="${hairColor}" opacity="0.28"/>`
      : '',
    // Face.
    drawBrows(parameters.brows, brow),
    drawEyes(parameters.eyes, iris, rx),
    extra === 'glasses'
      ? `<g stroke="#33302e" stroke-width="6" fill="#ffffff" fill-opacity="0.15"><circle cx="354" cy="388" r="36"/><circle cx="446" cy="388" r="36"/></g><path d="M390 384 Q400 376 410 384" stroke="#33302e" stroke-width="6" fill="none"/>`
      : '',
    `<path d="M402 398 Q390 432 404 440" stroke="${skinShade}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    `<circle cx="322" cy="446" r="24" fill="#ff7b7b" opacity="0.22"/><circle cx="478" cy="446" r="24" fill="#ff7b7b" opacity="0.22"/>`,
    extra === 'freckles'
      ? [318, 334, 326, 466, 482, 474]
          .map(
            (x, i) =>
              `<circle cx="${x}" cy="${i % 3 === 2 ? 430 : 420}" r="3.5" fill="${shade(skin, 0.7)}"/>`,
          )
          .join('')
      : '',
    extra === 'moustache'
      ? `<path d="M356 458 Q380 440 400 452 Q420 440 444 458 Q420 462 400 456 Q380 462 356 458 Z" fill="${hairColor}"/>`
      : '',
    drawMouth(parameters.mouth, female),
    hair.front,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">${parts.join('')}</svg>`;
}
