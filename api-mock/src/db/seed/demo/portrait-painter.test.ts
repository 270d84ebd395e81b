/** @jest-environment node */
import { SITE_SEED } from '../sites.js';
import { generateMember, splitOverSites, wellKnownMembers, type DemoSite } from './generate.js';
import { portraitOfFile } from './pictures.js';
import {
  faceKey,
  faceParameters,
  paintPortrait,
  PORTRAIT_FACES,
  portraitParameters,
  type PortraitGender,
} from './portrait-painter.js';

const NOW = new Date('2026-03-01T00:00:00Z');
const SITES: DemoSite[] = SITE_SEED.map((site, i) => ({
  id: i + 1,
  domain: site.domain,
  countries: site.countries,
  domainLanguage: site.domainLanguage,
}));
const GENDERS: PortraitGender[] = ['female', 'male'];

/** The face parameters a stored main photo shows (decoded from its file name, `demo/face-f-000123.jpg`). */
function faceOfPhoto(filename: string, gender: PortraitGender): string {
  const match = /^demo\/face-[fm]-(\d{6})\.jpg$/.exec(filename);
  if (!match || !portraitOfFile(filename.slice('demo/'.length)))
    throw new Error(`not a portrait: ${filename}`);
  return faceKey(portraitParameters(Number(match[1]), gender));
}

describe('demo portraits', () => {
  // 40,000 face numbers: what 2,500 members on each of 16 sites use (demoFaceNumber).
  const CHECKED_FACES = 40_000;

  it.each(GENDERS)('draw a face of their own for every face number demo members use (%s)', (gender) => {
    const seen = new Set<string>();
    for (let face = 0; face < CHECKED_FACES; face += 1) {
      const { skin, faceShape, hairStyle, hairColor, eyes, iris, brows, mouth, extra } = faceParameters(
        face,
        gender,
      );
      seen.add(`${skin}.${faceShape}.${hairStyle}.${hairColor}.${eyes}.${iris}.${brows}.${mouth}.${extra}`);
    }
    expect(seen.size).toBe(CHECKED_FACES);
    expect(PORTRAIT_FACES[gender]).toBeGreaterThan(500_000);
  });

  it('vary more than one detail between neighbouring members', () => {
    const [first, second] = [1, 2].map((face) => faceParameters(face * 16 + 1, 'male'));
    const differing = Object.keys(first!).filter(
      (key) => first![key as keyof typeof first] !== second![key as keyof typeof second],
    );
    expect(differing.length).toBeGreaterThanOrEqual(3);
  });

  it('give no two members of a 2,000-member demo seed the same face, on either site', () => {
    const faces = new Map<string, string>();
    const duplicates: string[] = [];
    const targets = splitOverSites(2000, SITES);
    for (const site of SITES) {
      const context = { site, seed: 1, now: NOW, passwordHash: 'hash' };
      const members = [
        ...wellKnownMembers(context),
        ...Array.from({ length: targets.get(site.id) ?? 0 }, (_, i) => generateMember(context, i + 1)),
      ];
      for (const { member, photos } of members) {
        const main = photos[0];
        if (!main) continue;
        const key = faceOfPhoto(main.filename, member.gender as PortraitGender);
        const other = faces.get(key);
        if (other) duplicates.push(`${member.email} looks like ${other}`);
        faces.set(key, member.email);
      }
    }
    expect(duplicates).toEqual([]);
    expect(faces.size).toBeGreaterThan(1000);
  });

  it('draw different faces as different pictures, and the same face the same way every time', () => {
    const one = paintPortrait(portraitParameters(17, 'female'));
    expect(paintPortrait(portraitParameters(17, 'female'))).toBe(one);
    expect(paintPortrait(portraitParameters(33, 'female'))).not.toBe(one);
    // Illustrations only: shapes, no text and no external references.
    expect(one).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(one).not.toMatch(/<text|<image|href=/);
  });
});
