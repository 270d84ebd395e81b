/**
 * Everyday scenes as SVG for the further photos of demo profiles: landscapes, a skyline, coffee, a bicycle,
 * a dog, books… Fifteen motifs in two moods each (day and dusk, or two colourways): thirty pictures.
 */
type Mood = 0 | 1;
type Motif = (mood: Mood) => string;

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">${body}</svg>`;

const sky = (top: string, bottom: string, id = 'sky') =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="800" height="800" fill="url(#${id})"/>`;

const cloud = (x: number, y: number, scale = 1, opacity = 0.9) =>
  `<g transform="translate(${x} ${y}) scale(${scale})" fill="#ffffff" opacity="${opacity}"><ellipse cx="0" cy="0" rx="70" ry="32"/><ellipse cx="-45" cy="10" rx="45" ry="26"/><ellipse cx="50" cy="12" rx="50" ry="24"/><ellipse cx="10" cy="-22" rx="40" ry="30"/></g>`;

const stars = (count: number, seed: number) =>
  Array.from({ length: count }, (_, i) => {
    const x = (i * 137 + seed * 53) % 780;
    const y = (i * 89 + seed * 31) % 380;
    return `<circle cx="${x + 10}" cy="${y + 10}" r="${1.5 + (i % 3)}" fill="#fffbe6" opacity="${0.5 + (i % 5) / 10}"/>`;
  }).join('');

const mountains: Motif = (mood) => {
  const [top, bottom, sun, far, mid, near] = mood
    ? ['#ff9a8b', '#ffd3a5', '#fff1c1', '#a36d8f', '#7b4f7a', '#4d3458']
    : ['#8ec5fc', '#e0f2ff', '#fff6b0', '#8fa9c9', '#5f7fa6', '#3e5c76'];
  return svg(
    sky(top, bottom) +
      `<circle cx="590" cy="${mood ? 420 : 190}" r="70" fill="${sun}"/>` +
      (mood ? '' : cloud(200, 160, 1.1) + cloud(620, 110, 0.7)) +
      `<path d="M0 560 L160 330 L260 450 L400 250 L540 430 L640 320 L800 520 L800 800 L0 800 Z" fill="${far}"/>` +
      `<path d="M400 250 L445 315 L420 305 L400 330 L378 300 L355 318 Z" fill="#ffffff" opacity="0.9"/>` +
      `<path d="M160 330 L190 373 L170 365 L150 380 L140 360 Z" fill="#ffffff" opacity="0.85"/>` +
      `<path d="M0 640 L140 480 L300 610 L470 450 L650 600 L800 500 L800 800 L0 800 Z" fill="${mid}"/>` +
      `<path d="M0 720 Q200 640 400 700 T800 690 L800 800 L0 800 Z" fill="${near}"/>`,
  );
};

const beach: Motif = (mood) => {
  const [top, bottom, sea, sand, sun] = mood
    ? ['#f6a55c', '#fde3a7', '#3c6e91', '#e9c89b', '#ffe08a']
    : ['#5ec8f2', '#c8f0ff', '#1f8fbf', '#f4dca6', '#fff3a0'];
  return svg(
    sky(top, bottom) +
      `<circle cx="250" cy="${mood ? 470 : 160}" r="80" fill="${sun}"/>` +
      `<rect y="470" width="800" height="140" fill="${sea}"/>` +
      `<path d="M0 520 Q50 510 100 520 T200 520 T300 520 T400 520 T500 520 T600 520 T700 520 T800 520" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.5"/>` +
      `<path d="M0 570 Q50 560 100 570 T200 570 T300 570 T400 570 T500 570 T600 570 T700 570 T800 570" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.4"/>` +
      `<path d="M0 610 Q400 560 800 620 L800 800 L0 800 Z" fill="${sand}"/>` +
      `<path d="M610 700 Q600 520 650 380" stroke="#7a5230" stroke-width="22" fill="none" stroke-linecap="round"/>` +
      `<g fill="#2f7d4a"><path d="M650 380 Q560 330 500 380 Q570 360 650 390 Z"/><path d="M650 380 Q620 290 540 290 Q610 320 648 385 Z"/><path d="M650 380 Q700 290 780 310 Q700 320 655 388 Z"/><path d="M650 380 Q750 360 790 420 Q720 385 652 392 Z"/></g>` +
      `<path d="M140 700 Q190 640 240 700 Z" fill="#e76f51"/><line x1="190" y1="640" x2="190" y2="740" stroke="#5b4636" stroke-width="6"/>`,
  );
};

const skyline: Motif = (mood) => {
  const night = mood === 1;
  const buildings: [number, number, number][] = [
    [20, 330, 110],
    [140, 230, 90],
    [240, 380, 120],
    [370, 170, 100],
    [480, 300, 90],
    [580, 250, 120],
    [710, 360, 80],
  ];
  const body = buildings
    .map(([x, height, width], i) => {
      const top = 700 - height;
      const fill = night
        ? ['#2b2d42', '#33365a', '#242640'][i % 3]
        : ['#6c8ead', '#8fa7bf', '#5a7896'][i % 3];
      let windows = '';
      for (let wy = top + 25; wy < 680; wy += 40) {
        for (let wx = x + 15; wx < x + width - 20; wx += 30) {
          const lit = night ? (wx * 7 + wy * 3) % 5 < 2 : true;
          windows += `<rect x="${wx}" y="${wy}" width="14" height="20" fill="${night ? (lit ? '#ffd166' : '#3d405b') : '#d8e6f3'}"/>`;
        }
      }
      return `<rect x="${x}" y="${top}" width="${width}" height="${height + 100}" fill="${fill}"/>${windows}`;
    })
    .join('');
  return svg(
    (night ? sky('#0b1d3a', '#3a3f73') + stars(40, 3) : sky('#9ad0ec', '#f1f8ff')) +
      (night ? `<circle cx="640" cy="130" r="45" fill="#fdf6d8"/>` : cloud(180, 140) + cloud(560, 90, 0.8)) +
      body +
      `<rect y="700" width="800" height="100" fill="${night ? '#1a1c2e' : '#5c6b73'}"/>`,
  );
};

const coffee: Motif = (mood) => {
  const [bg, table, cup] = mood ? ['#f3e9dc', '#a47148', '#2a9d8f'] : ['#e8eef2', '#c8a27c', '#f4f1de'];
  return svg(
    `<rect width="800" height="800" fill="${bg}"/>` +
      `<rect y="560" width="800" height="240" fill="${table}"/>` +
      `<ellipse cx="400" cy="600" rx="230" ry="45" fill="#ffffff"/><ellipse cx="400" cy="596" rx="170" ry="30" fill="#eeeeee"/>` +
      `<path d="M250 380 L550 380 L520 580 Q400 620 280 580 Z" fill="${cup}"/>` +
      `<path d="M548 420 Q640 420 630 490 Q620 550 530 545" stroke="${cup}" stroke-width="28" fill="none"/>` +
      `<ellipse cx="400" cy="382" rx="150" ry="28" fill="#6f4518"/>` +
      `<path d="M400 400 Q370 372 385 362 Q400 356 400 372 Q400 356 415 362 Q430 372 400 400 Z" fill="#f1dcc1"/>` +
      `<g stroke="#9aa5ad" stroke-width="8" fill="none" stroke-linecap="round" opacity="0.7"><path d="M350 320 Q330 280 355 250 Q380 220 360 180"/><path d="M410 320 Q390 270 415 240 Q440 210 420 160"/><path d="M470 320 Q450 285 475 255 Q500 225 480 190"/></g>`,
  );
};

const bicycle: Motif = (mood) => {
  const [bg, ground, frame] = mood ? ['#fde2e4', '#e2cfc4', '#e63946'] : ['#d8f3dc', '#b7e4c7', '#1d3557'];
  const wheel = (cx: number) =>
    `<circle cx="${cx}" cy="520" r="120" stroke="#2b2d42" stroke-width="16" fill="none"/>` +
    Array.from({ length: 8 }, (_, i) => {
      const a = (i * Math.PI) / 4;
      return `<line x1="${cx}" y1="520" x2="${(cx + 112 * Math.cos(a)).toFixed(1)}" y2="${(520 + 112 * Math.sin(a)).toFixed(1)}" stroke="#8d99ae" stroke-width="3"/>`;
    }).join('');
  return svg(
    `<rect width="800" height="800" fill="${bg}"/><rect y="640" width="800" height="160" fill="${ground}"/>` +
      wheel(220) +
      wheel(580) +
      `<g stroke="${frame}" stroke-width="18" fill="none" stroke-linecap="round" stroke-linejoin="round"><path d="M220 520 L330 360 L520 360 L580 520"/><path d="M220 520 L400 520 L330 360"/><path d="M400 520 L520 360"/><path d="M330 360 L310 310"/><path d="M520 360 L540 290 L590 280"/></g>` +
      `<path d="M270 305 L350 305 Q360 295 345 290 L280 290 Z" fill="#2b2d42"/>` +
      `<circle cx="400" cy="520" r="22" fill="#2b2d42"/>` +
      `<path d="M540 300 Q600 260 640 310" stroke="#6a994e" stroke-width="10" fill="none"/>` +
      `<rect x="560" y="250" width="90" height="55" rx="10" fill="#bc6c25" opacity="0.9"/>`,
  );
};

const dog: Motif = (mood) => {
  const [bg, grass, fur, patch] = mood
    ? ['#cfe8ff', '#8fc79a', '#3d3027', '#7a5c45']
    : ['#fff3d6', '#a7c957', '#d9a066', '#a8693a'];
  return svg(
    `<rect width="800" height="800" fill="${bg}"/>` +
      `<circle cx="650" cy="150" r="60" fill="#ffd166"/>` +
      `<rect y="600" width="800" height="200" fill="${grass}"/>` +
      `<path d="M560 500 Q650 420 630 360" stroke="${fur}" stroke-width="26" fill="none" stroke-linecap="round"/>` +
      `<ellipse cx="450" cy="520" rx="160" ry="110" fill="${fur}"/>` +
      `<rect x="330" y="560" width="50" height="110" rx="22" fill="${fur}"/><rect x="520" y="560" width="50" height="110" rx="22" fill="${fur}"/>` +
      `<ellipse cx="290" cy="360" rx="115" ry="105" fill="${fur}"/>` +
      `<ellipse cx="195" cy="340" rx="40" ry="85" fill="${patch}" transform="rotate(20 195 340)"/>` +
      `<ellipse cx="385" cy="340" rx="40" ry="85" fill="${patch}" transform="rotate(-20 385 340)"/>` +
      `<ellipse cx="290" cy="420" rx="60" ry="45" fill="#f5e6d3"/>` +
      `<ellipse cx="290" cy="400" rx="22" ry="16" fill="#2b2d42"/>` +
      `<circle cx="250" cy="340" r="13" fill="#2b2d42"/><circle cx="330" cy="340" r="13" fill="#2b2d42"/>` +
      `<circle cx="254" cy="335" r="4" fill="#ffffff"/><circle cx="334" cy="335" r="4" fill="#ffffff"/>` +
      `<path d="M270 440 Q290 470 310 440" stroke="#2b2d42" stroke-width="5" fill="none"/>` +
      `<path d="M282 450 Q290 490 300 450 Z" fill="#e5989b"/>` +
      `<rect x="215" y="445" width="150" height="20" rx="10" fill="#e63946"/><circle cx="290" cy="478" r="12" fill="#ffd166"/>`,
  );
};

const books: Motif = (mood) => {
  const [bg, shelf] = mood ? ['#2f3e46', '#8d6346'] : ['#f1faee', '#bc8a5f'];
  const colors = mood
    ? ['#e07a5f', '#f2cc8f', '#81b29a', '#f4f1de', '#3d405b', '#e5989b']
    : ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51', '#6d597a'];
  let x = 90;
  let spines = '';
  for (let i = 0; i < 12; i++) {
    const width = 34 + ((i * 17) % 28);
    const height = 190 + ((i * 37) % 90);
    const color = colors[i % colors.length] as string;
    const lean = i === 8 ? ` transform="rotate(-12 ${x} 560)"` : '';
    spines += `<g${lean}><rect x="${x}" y="${560 - height}" width="${width}" height="${height}" rx="4" fill="${color}"/><rect x="${x + 6}" y="${560 - height + 30}" width="${width - 12}" height="10" fill="#ffffff" opacity="0.5"/></g>`;
    x += width + 4 + (i === 7 ? 24 : 0);
  }
  return svg(
    `<rect width="800" height="800" fill="${bg}"/>` +
      spines +
      `<rect x="40" y="560" width="720" height="34" fill="${shelf}"/>` +
      `<rect x="600" y="470" width="80" height="90" rx="8" fill="#d4a373"/>` +
      `<g fill="#588157"><ellipse cx="620" cy="440" rx="22" ry="50" transform="rotate(-25 620 440)"/><ellipse cx="660" cy="430" rx="22" ry="55" transform="rotate(20 660 430)"/><ellipse cx="640" cy="420" rx="18" ry="55"/></g>`,
  );
};

const lighthouse: Motif = (mood) => {
  const [top, bottom, sea] = mood ? ['#355c7d', '#f8b195', '#2c4a63'] : ['#74c0fc', '#e7f5ff', '#1c7ed6'];
  return svg(
    sky(top, bottom) +
      (mood ? stars(18, 7) : cloud(600, 150, 0.9)) +
      `<rect y="560" width="800" height="240" fill="${sea}"/>` +
      `<path d="M80 620 Q200 520 330 560 Q420 580 460 640 L460 800 L60 800 Z" fill="#6c757d"/>` +
      `<path d="M220 560 L250 250 L330 250 L360 560 Z" fill="#ffffff"/>` +
      `<path d="M232 440 L348 440 L353 490 L227 490 Z" fill="#e63946"/><path d="M243 330 L337 330 L341 370 L239 370 Z" fill="#e63946"/>` +
      `<rect x="240" y="200" width="100" height="50" fill="#ffe066"/><path d="M230 200 L290 150 L350 200 Z" fill="#343a40"/>` +
      (mood ? `<path d="M340 225 L800 120 L800 330 Z" fill="#fff3bf" opacity="0.45"/>` : '') +
      `<path d="M0 640 Q60 630 120 640 T240 640" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.5"/>` +
      `<path d="M480 700 Q560 690 640 700 T800 700" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.5"/>`,
  );
};

const sailboat: Motif = (mood) => {
  const [top, bottom, water, hills, sail] = mood
    ? ['#ff7e5f', '#feb47b', '#5f6caf', '#6a4c93', '#fff1e6']
    : ['#a1c4fd', '#c2e9fb', '#3a86ff', '#55a630', '#ffffff'];
  return svg(
    sky(top, bottom) +
      `<circle cx="${mood ? 560 : 150}" cy="${mood ? 460 : 150}" r="${mood ? 90 : 55}" fill="#fff3b0"/>` +
      `<path d="M0 480 Q150 380 320 470 Q480 400 640 460 Q720 430 800 470 L800 520 L0 520 Z" fill="${hills}"/>` +
      `<rect y="510" width="800" height="290" fill="${water}"/>` +
      `<path d="M250 600 L560 600 L520 660 L290 660 Z" fill="#8d5b4c"/>` +
      `<line x1="400" y1="250" x2="400" y2="600" stroke="#5a3e36" stroke-width="10"/>` +
      `<path d="M410 260 L410 580 L560 580 Z" fill="${sail}"/><path d="M390 300 L390 580 L280 580 Z" fill="${sail}" opacity="0.9"/>` +
      `<path d="M400 250 L450 265 L400 280 Z" fill="#e63946"/>` +
      `<path d="M220 700 Q300 690 380 700 T540 700" stroke="#ffffff" stroke-width="5" fill="none" opacity="0.5"/>`,
  );
};

const forest: Motif = (mood) => {
  const winter = mood === 1;
  const tree = (x: number, base: number, size: number, color: string) =>
    `<rect x="${x - size * 0.08}" y="${base - size * 0.2}" width="${size * 0.16}" height="${size * 0.25}" fill="#6b4f3a"/>` +
    `<path d="M${x} ${base - size * 1.2} L${x + size * 0.45} ${base - size * 0.2} L${x - size * 0.45} ${base - size * 0.2} Z" fill="${color}"/>` +
    (winter
      ? `<path d="M${x} ${base - size * 1.2} L${x + size * 0.18} ${base - size * 0.8} L${x - size * 0.18} ${base - size * 0.8} Z" fill="#ffffff"/>`
      : '');
  const far = winter ? '#4f7c82' : '#52796f';
  const near = winter ? '#2f5d62' : '#2d6a4f';
  return svg(
    (winter ? sky('#b8c6db', '#f5f7fa') : sky('#bde0fe', '#fefae0')) +
      (winter ? '' : `<circle cx="620" cy="160" r="60" fill="#ffd166"/>`) +
      `<rect y="600" width="800" height="200" fill="${winter ? '#ffffff' : '#95d5b2'}"/>` +
      [60, 170, 280, 520, 640, 750].map((x, i) => tree(x, 600, 260 + (i % 3) * 40, far)).join('') +
      [120, 330, 470, 690].map((x, i) => tree(x, 690, 330 + (i % 2) * 60, near)).join('') +
      (winter ? stars(30, 11).replaceAll('#fffbe6', '#ffffff') : ''),
  );
};

const balloons: Motif = (mood) => {
  const [top, bottom] = mood ? ['#ffafcc', '#ffe5ec'] : ['#48cae4', '#caf0f8'];
  const balloon = (x: number, y: number, scale: number, a: string, b: string) =>
    `<g transform="translate(${x} ${y}) scale(${scale})"><path d="M0 -110 C75 -110 100 -40 70 20 L20 90 L-20 90 L-70 20 C-100 -40 -75 -110 0 -110 Z" fill="${a}"/><path d="M0 -110 C30 -110 40 -40 28 20 L10 90 L-10 90 L-28 20 C-40 -40 -30 -110 0 -110 Z" fill="${b}"/><line x1="-18" y1="90" x2="-14" y2="125" stroke="#5c4033" stroke-width="3"/><line x1="18" y1="90" x2="14" y2="125" stroke="#5c4033" stroke-width="3"/><rect x="-18" y="125" width="36" height="28" rx="4" fill="#8b5e34"/></g>`;
  return svg(
    sky(top, bottom) +
      cloud(160, 620, 1.3) +
      cloud(640, 200, 0.8) +
      balloon(260, 300, 1.3, '#e63946', '#f1faee') +
      balloon(560, 420, 1, '#ffb703', '#fb8500') +
      balloon(640, 170, 0.6, '#8338ec', '#3a86ff') +
      `<path d="M0 760 Q200 700 400 750 T800 730 L800 800 L0 800 Z" fill="#52b788"/>`,
  );
};

const cat: Motif = (mood) => {
  const night = mood === 1;
  const fur = night ? '#f4a261' : '#495057';
  return svg(
    `<rect width="800" height="800" fill="${night ? '#e9dcc9' : '#fefae0'}"/>` +
      `<rect x="120" y="100" width="560" height="460" fill="${night ? '#1d3557' : '#a2d2ff'}"/>` +
      (night ? `<circle cx="540" cy="220" r="50" fill="#fdf0d5"/>` + stars(14, 5) : cloud(300, 220, 0.9)) +
      `<rect x="120" y="100" width="560" height="460" fill="none" stroke="#ffffff" stroke-width="22"/>` +
      `<line x1="400" y1="100" x2="400" y2="560" stroke="#ffffff" stroke-width="16"/><line x1="120" y1="330" x2="680" y2="330" stroke="#ffffff" stroke-width="16"/>` +
      `<rect x="80" y="560" width="640" height="40" fill="#b08968"/>` +
      `<ellipse cx="330" cy="480" rx="90" ry="85" fill="${fur}"/>` +
      `<circle cx="330" cy="370" r="62" fill="${fur}"/>` +
      `<path d="M280 340 L285 280 L318 318 Z" fill="${fur}"/><path d="M380 340 L375 280 L342 318 Z" fill="${fur}"/>` +
      `<path d="M410 540 Q500 560 470 470 Q460 440 490 430" stroke="${fur}" stroke-width="24" fill="none" stroke-linecap="round"/>` +
      `<circle cx="308" cy="365" r="8" fill="#2b2d42"/><circle cx="352" cy="365" r="8" fill="#2b2d42"/>` +
      `<path d="M322 388 L338 388 L330 398 Z" fill="#e5989b"/>` +
      `<g stroke="#f8f9fa" stroke-width="3"><line x1="300" y1="395" x2="255" y2="388"/><line x1="300" y1="402" x2="258" y2="406"/><line x1="360" y1="395" x2="405" y2="388"/><line x1="360" y1="402" x2="402" y2="406"/></g>` +
      `<rect x="520" y="500" width="80" height="60" rx="8" fill="#e76f51"/><path d="M540 500 Q560 430 580 500" fill="#52b788"/>`,
  );
};

const camping: Motif = (mood) => {
  const night = mood === 0;
  return svg(
    (night ? sky('#03071e', '#37306b') + stars(50, 2) : sky('#ffcad4', '#f4acb7')) +
      (night
        ? `<circle cx="620" cy="140" r="40" fill="#fdf6d8"/>`
        : `<circle cx="600" cy="330" r="70" fill="#ffe5b4"/>`) +
      `<path d="M0 500 L120 330 L240 500 Z M180 500 L300 300 L420 500 Z M560 500 L680 340 L800 500 Z" fill="${night ? '#1b263b' : '#6d597a'}"/>` +
      `<rect y="500" width="800" height="300" fill="${night ? '#22333b' : '#84a98c'}"/>` +
      `<path d="M200 640 L340 430 L480 640 Z" fill="#e76f51"/><path d="M340 430 L300 640 L380 640 Z" fill="#9c3d2c"/>` +
      `<g transform="translate(590 640)"><path d="M-45 0 L45 -14 M-45 -14 L45 0" stroke="#6b4f3a" stroke-width="12" stroke-linecap="round"/><path d="M0 -110 Q45 -50 25 -15 Q0 0 -25 -15 Q-45 -50 0 -110 Z" fill="#ffb703"/><path d="M0 -70 Q22 -35 10 -16 Q0 -8 -10 -16 Q-22 -35 0 -70 Z" fill="#fb5607"/></g>` +
      (night ? `<circle cx="590" cy="590" r="120" fill="#ffb703" opacity="0.12"/>` : ''),
  );
};

const plants: Motif = (mood) => {
  const [bg, wall] = mood ? ['#faedcd', '#e9edc9'] : ['#e0fbfc', '#c2dfe3'];
  const pot = (x: number, color: string, leaves: string) =>
    `<g transform="translate(${x} 0)">${leaves}<path d="M-60 560 L60 560 L45 680 L-45 680 Z" fill="${color}"/><rect x="-68" y="545" width="136" height="26" rx="6" fill="${color}"/></g>`;
  return svg(
    `<rect width="800" height="800" fill="${bg}"/><rect y="0" width="800" height="420" fill="${wall}"/>` +
      `<rect x="40" y="680" width="720" height="30" fill="#8d6e63"/>` +
      pot(
        180,
        '#e07a5f',
        `<g fill="#40916c"><ellipse cx="-30" cy="470" rx="28" ry="80" transform="rotate(-20 -30 470)"/><ellipse cx="30" cy="470" rx="28" ry="80" transform="rotate(20 30 470)"/><ellipse cx="0" cy="450" rx="26" ry="95"/></g>`,
      ) +
      pot(
        400,
        '#f2cc8f',
        `<g stroke="#2d6a4f" stroke-width="10" fill="none"><path d="M0 550 Q-10 420 -80 360"/><path d="M0 550 Q20 400 70 330"/><path d="M0 550 Q0 440 10 380"/></g><g fill="#52b788"><circle cx="-80" cy="360" r="34"/><circle cx="70" cy="330" r="38"/><circle cx="10" cy="380" r="30"/><circle cx="-40" cy="440" r="26"/><circle cx="40" cy="430" r="28"/></g>`,
      ) +
      pot(
        620,
        '#81b29a',
        `<g fill="#2d6a4f"><rect x="-18" y="400" width="36" height="150" rx="18"/><rect x="-70" y="450" width="30" height="70" rx="15"/><rect x="40" y="430" width="30" height="80" rx="15"/></g><circle cx="0" cy="395" r="14" fill="#ff8fab"/>`,
      ),
  );
};

const guitar: Motif = (mood) => {
  const [bg, body, accent] = mood ? ['#ffe8d6', '#b5651d', '#6b3e1f'] : ['#d7e3fc', '#e9c46a', '#9c6644'];
  return svg(
    `<rect width="800" height="800" fill="${bg}"/>` +
      `<g transform="rotate(-30 400 450)">` +
      `<rect x="380" y="90" width="40" height="330" fill="${accent}"/>` +
      `<rect x="365" y="60" width="70" height="60" rx="10" fill="#3d2b1f"/>` +
      `<circle cx="400" cy="500" r="110" fill="${body}"/><circle cx="400" cy="640" r="140" fill="${body}"/>` +
      `<circle cx="400" cy="540" r="40" fill="#3d2b1f"/>` +
      `<rect x="355" y="660" width="90" height="18" rx="4" fill="#3d2b1f"/>` +
      `<g stroke="#f1f1f1" stroke-width="2">${[388, 396, 404, 412].map((x) => `<line x1="${x}" y1="90" x2="${x}" y2="668"/>`).join('')}</g>` +
      `</g>` +
      `<g fill="${accent}" opacity="0.6"><circle cx="640" cy="200" r="14"/><rect x="650" y="120" width="6" height="80"/><circle cx="140" cy="640" r="12"/><rect x="148" y="570" width="6" height="70"/></g>`,
  );
};

const MOTIFS: readonly Motif[] = [
  mountains,
  beach,
  skyline,
  coffee,
  bicycle,
  dog,
  books,
  lighthouse,
  sailboat,
  forest,
  balloons,
  cat,
  camping,
  plants,
  guitar,
];

/** How many scenes there are: every motif in both moods. */
export const SCENE_COUNT = MOTIFS.length * 2;

/** The SVG of scene `index` (0..SCENE_COUNT-1). */
export function sceneSvg(index: number): string {
  const motif = MOTIFS[index % MOTIFS.length];
  if (!motif) throw new Error(`no scene ${index}`);
  return motif(Math.floor(index / MOTIFS.length) % 2 === 0 ? 0 : 1);
}
