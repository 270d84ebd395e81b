import { request, type BlockedMember } from 'shared-ui/kernel';

/**
 * GET /api/blocks.php: the members the user blocked, newest block first (a bounded list). Here rather than in
 * the kernel: the kernel at run time is the shell's, which may be older than this remote.
 */
export async function fetchBlockedMembers(signal?: AbortSignal): Promise<BlockedMember[]> {
  return (await request('GET /api/blocks.php', { signal })).members;
}
