import { campaignLabel, LOCALE_SLUGS, memberIdFrom } from './campaign';

describe('campaignLabel', () => {
  it('turns a slug into a readable label', () => {
    expect(campaignLabel('summer-nights')).toBe('summer nights');
    expect(campaignLabel('spring_2025')).toBe('spring 2025');
  });

  it('has no label without a slug', () => {
    expect(campaignLabel(undefined)).toBeNull();
    expect(campaignLabel('')).toBeNull();
  });

  it('treats language slugs as locale markers (en is eng)', () => {
    expect(LOCALE_SLUGS).toEqual(['eng', 'de', 'es', 'fr', 'it', 'nl', 'pl']);
    expect(campaignLabel('eng')).toBeNull();
    expect(campaignLabel('DE')).toBeNull();
    expect(campaignLabel('en')).toBe('en');
  });

  it('ignores anything that is not a plain slug', () => {
    expect(campaignLabel('<b>hi</b>')).toBeNull();
    expect(campaignLabel('a'.repeat(49))).toBeNull();
    expect(campaignLabel('--')).toBeNull();
  });
});

describe('memberIdFrom', () => {
  it('reads positive whole numbers only', () => {
    expect(memberIdFrom('42')).toBe(42);
    expect(memberIdFrom('0')).toBeUndefined();
    expect(memberIdFrom('4.2')).toBeUndefined();
    expect(memberIdFrom(undefined)).toBeUndefined();
  });
});
