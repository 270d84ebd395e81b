/**
 * The export's ZIP: one JSON file per kind of data and the member's images. JSON is compressed; JPEG files are
 * stored as they are (compressing them again gains nothing). yazl streams the archive to disk, reading each
 * image from its file only when its turn comes, so a member with many photos does not fill the memory.
 *
 * Other members appear only as what the member saw of them: their id and name (a like, a block, the other
 * side of a conversation, their messages to the member, a member the member reported). No other column of
 * another member is read. A report about the member names no one: its reporter stays anonymous.
 */
import { createWriteStream } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { EMAIL_PREFERENCE_DEFAULTS, PUSH_PREFERENCE_DEFAULTS } from 'contract';
import yazl from 'yazl';
import type { MemberDataRows } from '../../db/repositories/index.js';

/** Where the member's images are read from. */
export interface ArchiveSources {
  /** The photo storage's folder (profile photos). */
  uploadsDir: string;
  /** The chat attachments' folder (photos sent in messages). */
  attachmentsDir: string;
}

export interface ArchiveSite {
  name: string;
  domain: string;
}

/** The files of the archive, in the order they are written (the test and the README name them). */
export const ARCHIVE_FILES = {
  readme: 'README.txt',
  profile: 'profile.json',
  settings: 'settings.json',
  photos: 'photos.json',
  likes: 'likes.json',
  blocks: 'blocks.json',
  reports: 'reports.json',
  conversations: 'conversations.json',
  orders: 'orders.json',
  ledger: 'credit-ledger.json',
} as const;

/** Names the storages write (flat, generated); anything else is never opened. */
const STORED_NAME = /^[a-z0-9][a-z0-9._-]*$/;

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** The stored file `name` under `dir`, when the name is one the storage writes and the file is there. */
async function storedFile(dir: string, name: string | null): Promise<string | null> {
  if (!name || !STORED_NAME.test(name)) return null;
  const file = path.join(dir, name);
  return (await exists(file)) ? file : null;
}

const README = (site: ArchiveSite, generatedAt: Date) =>
  [
    `Your data at ${site.name} (${site.domain}), as of ${generatedAt.toISOString()}.`,
    '',
    `${ARCHIVE_FILES.profile}: your account and profile.`,
    `${ARCHIVE_FILES.settings}: language, notification preferences, invisible mode.`,
    `${ARCHIVE_FILES.photos} and photos/: your photos and their details.`,
    `${ARCHIVE_FILES.likes}: the likes you gave and received.`,
    `${ARCHIVE_FILES.blocks}: the members you blocked.`,
    `${ARCHIVE_FILES.reports}: the reports you filed, and our decisions on reports about you.`,
    `${ARCHIVE_FILES.conversations} and chat-photos/: your conversations with every message you sent or received.`,
    `${ARCHIVE_FILES.orders}: your purchases.`,
    `${ARCHIVE_FILES.ledger}: every change of your credit balance.`,
    '',
    'Times are UTC (ISO 8601). Other members are named by their id and name only.',
    '',
  ].join('\n');

/**
 * Writes the archive of `data` to `target`. Missing image files (deleted while the export ran) are left out and
 * their entry says `file: null`.
 */
export async function writeArchive(
  target: string,
  data: MemberDataRows,
  sources: ArchiveSources,
  site: ArchiveSite,
  generatedAt: Date,
): Promise<void> {
  const zip = new yazl.ZipFile();
  const entry = { mtime: generatedAt };
  const addJson = (name: string, value: unknown) =>
    zip.addBuffer(Buffer.from(`${JSON.stringify(value, null, 2)}\n`), name, entry);
  const { member } = data;
  const me = member.id;

  zip.addBuffer(Buffer.from(README(site, generatedAt)), ARCHIVE_FILES.readme, entry);
  addJson(ARCHIVE_FILES.profile, {
    id: member.id,
    site: { name: site.name, domain: site.domain },
    email: member.email,
    status: member.status,
    name: member.name,
    gender: member.gender,
    sexuality: member.sexuality,
    date_of_birth: member.dateOfBirth,
    country: member.country,
    region: member.region,
    city: member.city,
    about_me: member.aboutMe,
    interests: member.interests,
    hair_color: member.hairColor,
    eye_color: member.eyeColor,
    body_type: member.bodyType,
    relationship_status: member.relationshipStatus,
    tattoos: member.tattoos,
    signup_reason: member.signupReason,
    signup_message: member.signupMessage,
    signup_date: iso(member.signupDate),
    signup_tracking: member.tracking,
    referrer_member_id: member.referrerMemberId,
    invite_code: member.inviteCode,
    main_photo_id: member.mainPhotoId,
    credits: member.credits,
    premium: member.paidUser,
    profile_status: member.profileStatus,
    moderation: member.moderation,
    deleted_at: iso(member.deletedAt),
    delete_reason: member.deleteReason,
    delete_remarks: member.deleteRemarks,
  });
  addJson(ARCHIVE_FILES.settings, {
    language: member.language,
    // What the member gets: their own choices over the defaults of the switches they never touched.
    email_preferences: { ...EMAIL_PREFERENCE_DEFAULTS, ...member.emailPreferences },
    push_preferences: { ...PUSH_PREFERENCE_DEFAULTS, ...member.pushPreferences },
    notifications_disabled: member.notificationsDisabled,
    invisible: member.invisible,
  });

  const photoEntries = [];
  for (const photo of data.photos) {
    const source = await storedFile(sources.uploadsDir, photo.filename);
    const file = source ? `photos/${photo.id}${path.extname(photo.filename) || '.jpg'}` : null;
    if (source && file) zip.addFile(source, file, { ...entry, compress: false });
    photoEntries.push({
      id: photo.id,
      file,
      private: photo.private,
      main: photo.id === member.mainPhotoId,
      created_at: iso(photo.createdAt),
    });
  }
  addJson(ARCHIVE_FILES.photos, photoEntries);

  addJson(ARCHIVE_FILES.likes, {
    given: data.likesGiven.map((like) => ({
      member: like.member,
      source: like.source,
      created_at: iso(like.createdAt),
    })),
    received: data.likesReceived.map((like) => ({
      member: like.member,
      source: like.source,
      seen: like.seen,
      created_at: iso(like.createdAt),
    })),
  });
  addJson(
    ARCHIVE_FILES.blocks,
    data.blocked.map((block) => ({ member: block.member, created_at: iso(block.createdAt) })),
  );
  addJson(ARCHIVE_FILES.reports, {
    // The decision's ground and facts are the reported member's statement of reasons, not the reporter's data;
    // the action is what the reporter was told.
    filed: data.reportsFiled.map((report) => ({
      id: report.id,
      member: report.member,
      reason: report.reason,
      text: report.text,
      conversation: report.conversationId,
      message: report.messageId,
      photo: report.photoId,
      status: report.status,
      action: report.action,
      created_at: iso(report.createdAt),
      decided_at: iso(report.decidedAt),
    })),
    decisions_about_me: data.decisionsAboutMe.map((decision) => ({
      report: decision.reportId,
      reason: decision.reason,
      action: decision.action,
      ground: decision.ground,
      facts: decision.facts,
      reported_at: iso(decision.createdAt),
      decided_at: iso(decision.decidedAt),
    })),
  });

  const byConversation = new Map<number, MemberDataRows['messages']>();
  for (const message of data.messages) {
    const list = byConversation.get(message.conversationId) ?? [];
    list.push(message);
    byConversation.set(message.conversationId, list);
  }
  const conversationEntries = [];
  for (const conversation of data.conversations) {
    const messageEntries = [];
    for (const message of byConversation.get(conversation.id) ?? []) {
      const mine = message.senderId === me;
      const source =
        message.kind === 'photo' ? await storedFile(sources.attachmentsDir, message.attachmentKey) : null;
      const file = source ? `chat-photos/${message.id}.jpg` : null;
      if (source && file) zip.addFile(source, file, { ...entry, compress: false });
      messageEntries.push({
        id: message.id,
        from: mine ? { id: me, name: member.name } : conversation.other,
        sent_by_me: mine,
        kind: message.kind,
        text: message.body,
        gift: message.gift,
        photo: message.kind === 'photo' ? file : null,
        // What the other member paid is theirs, not the member's.
        credits: mine ? message.credits : null,
        read_by_me: mine ? null : message.id <= conversation.lastReadId,
        created_at: iso(message.createdAt),
      });
    }
    conversationEntries.push({
      id: conversation.id,
      with: conversation.other,
      started_by_me: conversation.startedBy === me,
      created_at: iso(conversation.createdAt),
      removed_from_my_list_up_to_message: conversation.clearedUpToId || null,
      messages: messageEntries,
    });
  }
  addJson(ARCHIVE_FILES.conversations, conversationEntries);

  addJson(
    ARCHIVE_FILES.orders,
    data.orders.map((order) => ({
      id: order.id,
      package: order.tier,
      credits: order.credits,
      country: order.country,
      currency: order.currency,
      amount: order.amount,
      normal_amount: order.normalAmount,
      discount_code: order.discountCode,
      payment_method: order.paymentMethod,
      status: order.status,
      provider: order.provider,
      provider_reference: order.providerRef,
      card_brand: order.cardBrand,
      card_last4: order.cardLast4,
      iban: order.ibanMasked,
      repeat_of: order.repeatOf,
      created_at: iso(order.createdAt),
      finished_at: iso(order.finishedAt),
    })),
  );
  addJson(
    ARCHIVE_FILES.ledger,
    data.ledger.map((item) => ({
      id: item.id,
      delta: item.delta,
      balance_after: item.balanceAfter,
      reason: item.reason,
      object: item.object,
      created_at: iso(item.createdAt),
    })),
  );

  zip.end();
  await pipeline(zip.outputStream, createWriteStream(target, { mode: 0o600 }));
}
