/**
 * Head-and-shoulders avatars as SVG: flat, friendly illustrations (never mistaken for photos of real people)
 * in varied skin tones, hair colours and styles, clothes and backgrounds. Each index draws the same picture
 * every time; the variants are chosen by index arithmetic so every skin tone and hair style appears.
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

export const PORTRAIT_STYLE_COUNT = { female: FEMALE_HAIR.length, male: MALE_HAIR.length };

/** The SVG of portrait `index` (0-based within its gender). */
export function portraitSvg(index: number, gender: PortraitGender): string {
  const female = gender === 'female';
  const skin = at(SKINS, index * 3 + (female ? 0 : 1));
  const skinShade = shade(skin, 0.86);
  const hairColor = at(HAIR_COLORS, index * 7 + (female ? 2 : 0));
  const shirt = at(SHIRTS, index * 3 + (female ? 0 : 5));
  const [bg1, bg2] = at(BACKGROUNDS, index * 7 + (female ? 0 : 3));
  const hair = at(female ? FEMALE_HAIR : MALE_HAIR, index)(hairColor);
  const glasses = index % 5 === 2;
  const beard = !female && index % 3 === 0;
  const earrings = female && index % 4 === 1;
  const openSmile = index % 2 === 0;
  const brow = shade(hairColor, 0.8);

  const parts = [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs>`,
    '<rect width="800" height="800" fill="url(#bg)"/>',
    `<circle cx="400" cy="400" r="300" fill="#ffffff" opacity="0.35"/>`,
    `<circle cx="${120 + (index % 4) * 40}" cy="140" r="38" fill="#ffffff" opacity="0.4"/>`,
    `<circle cx="${660 - (index % 3) * 30}" cy="${200 + (index % 5) * 20}" r="22" fill="#ffffff" opacity="0.45"/>`,
    // Shoulders and a collar.
    `<path d="M110 800 C110 650 240 585 400 585 C560 585 690 650 690 800 Z" fill="${shirt}"/>`,
    hair.back,
    `<path d="M348 460 L348 600 Q400 640 452 600 L452 460 Z" fill="${skinShade}"/>`,
    `<path d="M338 596 L400 ${female ? 665 : 650} L462 596 Q400 630 338 596 Z" fill="${skinShade}"/>`,
    `<path d="M330 592 L400 ${female ? 665 : 650} L350 600 Z" fill="${shade(shirt, 0.8)}"/>`,
    `<path d="M470 592 L400 ${female ? 665 : 650} L450 600 Z" fill="${shade(shirt, 0.8)}"/>`,
    // Ears, head.
    `<ellipse cx="272" cy="400" rx="24" ry="36" fill="${skinShade}"/>`,
    `<ellipse cx="528" cy="400" rx="24" ry="36" fill="${skinShade}"/>`,
    earrings
      ? `<circle cx="272" cy="446" r="9" fill="#f4d35e"/><circle cx="528" cy="446" r="9" fill="#f4d35e"/>`
      : '',
    `<ellipse cx="400" cy="380" rx="130" ry="158" fill="${skin}"/>`,
    beard
      ? `<path d="M272 410 Q280 560 400 566 Q520 560 528 410 Q505 500 400 506 Q295 500 272 410 Z" fill="${hairColor}"/>`
      : '',
    // Face.
    `<path d="M328 346 Q354 332 380 344" stroke="${brow}" stroke-width="9" fill="none" stroke-linecap="round"/>`,
    `<path d="M420 344 Q446 332 472 346" stroke="${brow}" stroke-width="9" fill="none" stroke-linecap="round"/>`,
    `<ellipse cx="354" cy="386" rx="13" ry="16" fill="#2d2a32"/><circle cx="358" cy="380" r="4.5" fill="#ffffff"/>`,
    `<ellipse cx="446" cy="386" rx="13" ry="16" fill="#2d2a32"/><circle cx="450" cy="380" r="4.5" fill="#ffffff"/>`,
    glasses
      ? `<g stroke="#33302e" stroke-width="6" fill="#ffffff" fill-opacity="0.15"><circle cx="354" cy="388" r="36"/><circle cx="446" cy="388" r="36"/></g><path d="M390 384 Q400 376 410 384" stroke="#33302e" stroke-width="6" fill="none"/>`
      : '',
    `<path d="M402 398 Q390 432 404 440" stroke="${skinShade}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    `<circle cx="322" cy="446" r="24" fill="#ff7b7b" opacity="0.22"/><circle cx="478" cy="446" r="24" fill="#ff7b7b" opacity="0.22"/>`,
    openSmile
      ? `<path d="M360 466 Q400 512 440 466 Z" fill="#7a2e2e"/><path d="M366 468 Q400 482 434 468 L432 474 Q400 486 368 474 Z" fill="#ffffff"/>`
      : `<path d="M362 470 Q400 500 438 470" stroke="#8a3b3b" stroke-width="8" fill="none" stroke-linecap="round"/>`,
    female
      ? `<path d="M372 472 Q400 470 428 472" stroke="#c0504d" stroke-width="3" fill="none" opacity="0.5"/>`
      : '',
    hair.front,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">${parts.join('')}</svg>`;
}
