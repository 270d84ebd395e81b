import { queryVariantOf } from './query-variant.js';

describe('queryVariantOf', () => {
  it('names the variant a query asks for, percent-encoded or not', () => {
    expect(queryVariantOf('/api/user.php?push=1')).toBe('push=1');
    expect(queryVariantOf('/api/user.php?a=b&push=0')).toBe('push=0');
    expect(queryVariantOf('/api/user.php?%70ush=1')).toBe('push=1');
    expect(queryVariantOf('/api/user.php?push')).toBe('push=');
  });

  it('finds none without a query or without a variant parameter', () => {
    expect(queryVariantOf(undefined)).toBeUndefined();
    expect(queryVariantOf('/api/push')).toBeUndefined();
    expect(queryVariantOf('/api/settings.php?forced_domain=flirtmoment.test')).toBeUndefined();
    expect(queryVariantOf('/api/settings.php?pusher=1')).toBeUndefined();
    expect(queryVariantOf('/api/settings.php?x=%20')).toBeUndefined();
  });
});
