/**
 * Free messages (SPEC section 6): each free member sends the site's free_messages text messages without
 * credits, before their credits are spent. chat_send spends them (a 'free_message' ledger entry of delta 0
 * each, counted in members.free_messages_used); premium members have none.
 */
import type { Settings } from 'contract';
import type { MemberRecord } from '../../db/repositories/index.js';

/** The free messages the site gives this member: what a send may spend (0 for a premium member). */
export const freeMessageAllowance = (member: MemberRecord, settings: Pick<Settings, 'free_messages'>) =>
  member.paidUser ? 0 : settings.free_messages;

/** The free messages the member has left. */
export const freeMessagesLeft = (member: MemberRecord, settings: Pick<Settings, 'free_messages'>) =>
  Math.max(freeMessageAllowance(member, settings) - member.freeMessagesUsed, 0);
