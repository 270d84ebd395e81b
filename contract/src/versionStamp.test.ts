import path from 'node:path';
import { checkStamp } from '../../.ci/guards/version-stamp.cjs';

describe('the contract package version', () => {
  it('is the version its published files were recorded under', () => {
    const result = checkStamp(path.resolve(__dirname, '..'));
    // The message says what to do: bump the version and record the new content.
    expect(result.ok ? 'up to date' : result.message).toBe('up to date');
  });
});
