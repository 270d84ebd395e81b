import { parseRouteId } from './parseRouteId';

describe('parseRouteId', () => {
  it.each([
    ['42', 42],
    ['1', 1],
    ['9007199254740991', Number.MAX_SAFE_INTEGER],
  ])('reads %s as id %d', (raw, id) => {
    expect(parseRouteId(raw)).toBe(id);
  });

  it.each([undefined, '', '0', '-3', '4.5', 'abc', '12abc', '007', '99999999999999999', '9007199254740993'])(
    'rejects %p',
    (raw) => {
      expect(parseRouteId(raw)).toBeNull();
    },
  );
});
