import { kernelVersion } from 'shared-ui';
export function MembersPage() {
  return <h1>Members {kernelVersion}</h1>;
}
