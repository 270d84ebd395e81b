import { findKernelMismatch, IncompatibleKernelError } from './kernelCompatibility';

const provided = { 'shared-ui': '1.4.0', 'shared-ui/kernel': '1.4.0', contract: '2.1.0', react: '19.2.0' };

describe('findKernelMismatch', () => {
  it('accepts a remote whose kernel ranges the page satisfies', () => {
    const shared = [
      { name: 'shared-ui', requiredVersion: '^1.2.0' },
      { name: 'shared-ui/kernel', requiredVersion: '^1.2.0' },
      { name: 'contract', requiredVersion: '^2.0.0' },
    ];
    expect(findKernelMismatch('mf_chat', shared, provided)).toBeNull();
  });

  it('refuses a remote that needs a newer kernel, naming the remote, the range and the version', () => {
    const shared = [
      { name: 'react', requiredVersion: '^19.0.0' },
      { name: 'shared-ui', requiredVersion: '^1.5.0' },
    ];
    expect(findKernelMismatch('mf_chat', shared, provided)).toEqual({
      remote: 'mf_chat',
      module: 'shared-ui',
      needed: '^1.5.0',
      provided: '1.4.0',
    });
  });

  it('refuses a remote built for an older major version of the contract', () => {
    const shared = [{ name: 'contract', requiredVersion: '^1.3.0' }];
    expect(findKernelMismatch('mf_members', shared, provided)?.needed).toBe('^1.3.0');
  });

  it('lets a remote use its own copy of a kernel module the page does not provide', () => {
    const shared = [{ name: 'contract/constants', requiredVersion: '^2.0.0' }];
    expect(findKernelMismatch('mf_members', shared, provided)).toBeNull();
  });

  it('leaves the libraries to the federation runtime', () => {
    const shared = [{ name: 'react', requiredVersion: '^20.0.0' }];
    expect(findKernelMismatch('mf_members', shared, provided)).toBeNull();
  });
});

it('IncompatibleKernelError says who needs what and what the page has', () => {
  const error = new IncompatibleKernelError({
    remote: 'mf_payments',
    module: 'shared-ui',
    needed: '^99.0.0',
    provided: '1.4.0',
  });
  expect(error.message).toBe(
    'The remote mf_payments is refused: it needs shared-ui ^99.0.0 and this page provides 1.4.0',
  );
});
