/**
 * What `shared-ui/singletons` is in a build without the e2e instrumentation: apps keep their call, and
 * nothing is recorded (no probe on window, none of its code in the bundle).
 */
export function recordAppSingletons(_app: string): void {}
