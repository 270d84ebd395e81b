/** Blocking: deletes what connects the two and keeps them apart, both ways, until undone. */
import { ERROR_CODES } from 'contract';
import type { MemberRecord, Repositories } from '../../db/repositories/index.js';
import { ApiHttpError } from '../../lib/http-error.js';
import type { ResolvedSite } from '../sites/site-directory.js';
import type { MemberAccess } from './member-access.js';

export function createBlockService(deps: {
  blocks: Repositories['blocks'];
  /** The block and its cascade (the likes both ways; chats once they exist) commit together or not at all. */
  transaction: Repositories['transaction'];
  access: MemberAccess;
}) {
  const { blocks, transaction, access } = deps;
  return {
    async block(viewer: MemberRecord, id: number, site: ResolvedSite): Promise<void> {
      if (id === viewer.id) {
        throw new ApiHttpError(400, ERROR_CODES.validationFailed, 'You cannot block yourself.');
      }
      // Blocking someone who blocked you first is allowed (reach would refuse with their name): only the
      // member's existence on the site is checked.
      try {
        await access.reach(viewer, id, site.id);
      } catch (error) {
        if (!(error instanceof ApiHttpError && error.code === ERROR_CODES.blockedByMember)) throw error;
      }
      await transaction(async (tx) => {
        await tx.blocks.add(viewer.id, id);
        await tx.likes.removeBetween(viewer.id, id);
      });
    },

    async unblock(viewer: MemberRecord, id: number): Promise<void> {
      await blocks.unblock(viewer.id, id);
    },
  };
}

export type BlockService = ReturnType<typeof createBlockService>;
