import { navigationTarget } from './usePushWorker';

it("follows the worker's navigate messages to paths of the site only", () => {
  expect(navigationTarget({ type: 'navigate', url: '/chats/12' })).toBe('/chats/12');
  expect(navigationTarget({ type: 'navigate', url: '//evil.test/x' })).toBeNull();
  expect(navigationTarget({ type: 'navigate', url: 'https://evil.test/x' })).toBeNull();
  expect(navigationTarget({ type: 'other', url: '/chats/12' })).toBeNull();
  expect(navigationTarget('navigate')).toBeNull();
  expect(navigationTarget(null)).toBeNull();
});
