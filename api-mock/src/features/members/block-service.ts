/** Blocking: deletes what connects the two and keeps them apart, both ways, until undone. */
import { BLOCKED_MEMBERS_LIMIT, ERROR_CODES, type BlockedMembersResponse } from 'contract';
import type { MemberRecord, Repositories } from '../../db/repositories/index.js';
import { ApiHttpError } from '../../lib/http-error.js';
import type { Storage } from '../photos/storage.js';
import type { RealtimeBus } from '../realtime/bus.js';
import {
  appendEvents,
  NOTHING_TO_DELIVER,
  publishDelivery,
  type MemberEvent,
} from '../realtime/event-log.js';
import type { ResolvedSite } from '../sites/site-directory.js';
import { imageOf } from './cards.js';
import type { MemberAccess } from './member-access.js';

export function createBlockService(deps: {
  blocks: Repositories['blocks'];
  /** The block and its cascade (the likes both ways, their conversations) commit together or not at all. */
  transaction: Repositories['transaction'];
  access: MemberAccess;
  /** Where the deleted conversations' photos are stored. */
  attachments: Pick<Storage, 'remove'>;
  /** Tells both members' chat sockets the conversations are gone. */
  realtime: RealtimeBus;
}) {
  const { blocks, transaction, access, attachments, realtime } = deps;
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
      const { removed, delivery } = await transaction(async (tx) => {
        // The pair's lock first (blocks.add), which a send takes too: no message slips in after the delete.
        await tx.blocks.add(viewer.id, id);
        await tx.likes.removeBetween(viewer.id, id);
        const gone = await tx.chat.removeBetween(viewer.id, id);
        if (gone.conversationIds.length === 0) return { removed: gone, delivery: NOTHING_TO_DELIVER };
        const pair = [viewer.id, id];
        const removals: MemberEvent[] = gone.conversationIds.flatMap((conversation) =>
          pair.map((memberId) => ({ memberId, event: { type: 'chat_removed' as const, conversation } })),
        );
        const delivery = await appendEvents(tx, { events: removals, unreadTotalsOf: pair }, new Date());
        return { removed: gone, delivery };
      });
      publishDelivery(realtime, delivery);
      await Promise.all(removed.attachmentKeys.map((key) => attachments.remove(key)));
    },

    async unblock(viewer: MemberRecord, id: number): Promise<void> {
      await blocks.unblock(viewer.id, id);
    },

    /** Whom the member blocked, to unblock them: name and main image only, as their blocked profile shows. */
    async blockedBy(viewer: MemberRecord): Promise<BlockedMembersResponse> {
      const rows = await blocks.blockedBy(viewer.id, viewer.siteId, BLOCKED_MEMBERS_LIMIT);
      return {
        members: rows.map((row) => ({
          id: row.id,
          name: row.name,
          main_image: imageOf(row.mainFilename, row.mainThumbFilename),
          blocked_at: row.blockedAt.toISOString(),
        })),
      };
    },
  };
}

export type BlockService = ReturnType<typeof createBlockService>;
