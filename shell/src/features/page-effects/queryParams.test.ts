import {
  captureQueryParams,
  PAGE_BOUNCE_STORAGE_KEY,
  persistCapturedParams,
  pageBounceLogging,
  pageHiddenBeaconUrl,
  readTrackingData,
  SIGNUP_COMPLETE_STORAGE_KEY,
  TRACKING_STORAGE_KEY,
} from './queryParams';

describe('captureQueryParams', () => {
  it('reads the tracking parameters and keeps unrelated ones in the URL', () => {
    const captured = captureQueryParams('?network=adnet&ref=42&sub1=a&sub2=b&sub3=c&page=2');
    expect(captured.tracking).toEqual({ network: 'adnet', ref: '42', sub1: 'a', sub2: 'b', sub3: 'c' });
    expect(captured.remaining).toBe('?page=2');
    expect(captured.found).toBe(true);
  });

  it('reads t as seconds, lb as its value and api_signup_complete as a flag', () => {
    const captured = captureQueryParams('?t=30&lb=spring-ad&api_signup_complete=1');
    expect(captured).toMatchObject({
      likePopupDelaySeconds: 30,
      pageBounce: 'spring-ad',
      signupComplete: true,
      remaining: '',
    });
  });

  it('turns logging on for a bare lb, drops control characters and cuts a long value', () => {
    expect(captureQueryParams('?lb').pageBounce).toBe('1');
    expect(captureQueryParams('?lb=a%00b%0Ac').pageBounce).toBe('abc');
    expect(captureQueryParams(`?lb=${'x'.repeat(100)}`).pageBounce).toBe('x'.repeat(64));
    expect(captureQueryParams('?page=2').pageBounce).toBeNull();
  });

  it('ignores a t that is not a number of seconds, but still removes it', () => {
    const captured = captureQueryParams('?t=soon');
    expect(captured.likePopupDelaySeconds).toBeNull();
    expect(captured).toMatchObject({ found: true, remaining: '' });
  });

  it('finds nothing to do on an ordinary query', () => {
    expect(captureQueryParams('?page=2')).toMatchObject({
      found: false,
      tracking: null,
      remaining: '?page=2',
    });
  });
});

describe('persistCapturedParams', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('stores tracking data in localStorage and the flags in sessionStorage', () => {
    persistCapturedParams(captureQueryParams('?network=adnet&sub1=x&lb&api_signup_complete=1'));
    expect(JSON.parse(localStorage.getItem(TRACKING_STORAGE_KEY)!)).toEqual({ network: 'adnet', sub1: 'x' });
    expect(sessionStorage.getItem(PAGE_BOUNCE_STORAGE_KEY)).toBe('1');
    expect(sessionStorage.getItem(SIGNUP_COMPLETE_STORAGE_KEY)).toBe('1');
    persistCapturedParams(captureQueryParams('?lb=test1'));
    expect(pageBounceLogging()).toBe('test1');
  });

  it('replaces an older traffic source as a whole', () => {
    persistCapturedParams(captureQueryParams('?network=old&sub1=x&sub2=y'));
    persistCapturedParams(captureQueryParams('?network=new'));
    expect(readTrackingData()).toEqual({ network: 'new' });
  });
});

describe('pageHiddenBeaconUrl', () => {
  it('is the bare endpoint without logging, and names lb and the path with it', () => {
    expect(pageHiddenBeaconUrl(null, '/members/12')).toBe('/api/page-hidden.php');
    expect(pageHiddenBeaconUrl('spring ad', '/members/12')).toBe(
      '/api/page-hidden.php?lb=spring+ad&path=%2Fmembers%2F12',
    );
    expect(pageHiddenBeaconUrl('x', `/${'a'.repeat(600)}`)).toBe(
      `/api/page-hidden.php?lb=x&path=%2F${'a'.repeat(511)}`,
    );
  });
});
