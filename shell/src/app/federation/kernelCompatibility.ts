import { satisfy } from '@module-federation/enhanced/runtime';

/**
 * The kernel: the shared packages a remote declares a version range for (its package.json dependency
 * range, compiled into its mf-manifest.json as the shared module's requiredVersion).
 */
export const KERNEL_PACKAGES = ['shared-ui', 'contract'] as const;

/** A shared module as a remote's mf-manifest.json lists it. */
export interface ManifestSharedModule {
  name: string;
  requiredVersion?: string;
}

export interface KernelMismatch {
  remote: string;
  /** The shared module, e.g. 'shared-ui' or 'shared-ui/kernel'. */
  module: string;
  /** What the remote needs, e.g. '^2.0.0'. */
  needed: string;
  /** What this page provides, e.g. '1.4.0'. */
  provided: string;
}

/** A remote refused because the page's kernel is not one it was built for. Retrying cannot help. */
export class IncompatibleKernelError extends Error {
  override name = 'IncompatibleKernelError';
  constructor(readonly mismatch: KernelMismatch) {
    super(describeMismatch(mismatch));
  }
}

export function describeMismatch({ remote, module, needed, provided }: KernelMismatch): string {
  return `The remote ${remote} is refused: it needs ${module} ${needed} and this page provides ${provided}`;
}

const isKernelModule = (name: string) =>
  KERNEL_PACKAGES.some((pkg) => name === pkg || name.startsWith(`${pkg}/`));

/**
 * The first kernel module whose range the remote needs and the page's version does not satisfy; null when
 * the remote may run here. A kernel module the remote lists without a range accepts any version; one the
 * page does not provide is the remote's own copy (its build's fallback), which fits it by construction.
 */
export function findKernelMismatch(
  remote: string,
  shared: readonly ManifestSharedModule[],
  provided: Readonly<Record<string, string | undefined>>,
): KernelMismatch | null {
  for (const { name, requiredVersion } of shared) {
    if (!isKernelModule(name) || !requiredVersion) continue;
    const version = provided[name];
    if (version !== undefined && !satisfy(version, requiredVersion)) {
      return { remote, module: name, needed: requiredVersion, provided: version };
    }
  }
  return null;
}
