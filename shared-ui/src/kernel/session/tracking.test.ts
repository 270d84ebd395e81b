import { readTrackingData, TRACKING_STORAGE_KEY } from './tracking';

afterEach(() => localStorage.clear());

describe('readTrackingData', () => {
  it('reads the stored traffic source, leaving out what is empty or not text', () => {
    localStorage.setItem(
      TRACKING_STORAGE_KEY,
      JSON.stringify({ network: 'adnet', ref: '', sub1: 'a', sub2: 3, sub3: null, other: 'x' }),
    );
    expect(readTrackingData()).toEqual({ network: 'adnet', sub1: 'a' });
  });

  it('is empty when nothing or something unreadable is stored', () => {
    expect(readTrackingData()).toEqual({});
    localStorage.setItem(TRACKING_STORAGE_KEY, '{not json');
    expect(readTrackingData()).toEqual({});
  });
});
