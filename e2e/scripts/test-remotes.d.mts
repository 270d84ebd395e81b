/** A test build of a remote: the version it is built and deployed as, and its build flags. */
export interface TestRemoteBuild {
  remote: string;
  version: string;
  env: Record<string, string>;
}
/** The remote builds the browser tests deploy (made by the build step). */
export const TEST_REMOTE_BUILDS: Record<
  'paymentsForKernel99' | 'paymentsWithWhatsNew' | 'chatNextVersion',
  TestRemoteBuild
>;
export type TestRemoteBuildName = keyof typeof TEST_REMOTE_BUILDS;
/** Where a test build is. */
export function testRemoteDist(name: TestRemoteBuildName): string;
