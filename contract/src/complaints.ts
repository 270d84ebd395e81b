/**
 * Complaints: a member files one about another member, a payment or the service, naming what it concerns
 * (the member's profile, one of their conversations, one of their orders). Each gets a public reference
 * (COMPLAINT_REFERENCE_PATTERN) that the confirmation mail carries; the member's list shows its state.
 */
import { Type, type Static } from '@sinclair/typebox';
import { COMPLAINT_CATEGORIES, COMPLAINT_MESSAGE_MAX, COMPLAINT_STATUSES } from './complaint-constants.js';
import { IdSchema } from './primitives.js';

/** POST /api/complaints.php. */
export const ComplaintRequestSchema = Type.Object(
  {
    category: Type.Union(COMPLAINT_CATEGORIES.map((category) => Type.Literal(category))),
    /** The member it is about: required for 'member' (or taken from `conversation`), a member of the site. */
    member: Type.Optional(IdSchema),
    /** One of the complainer's own conversations it concerns (with `member`, the one with that member). */
    conversation: Type.Optional(IdSchema),
    /** One of the complainer's own orders it concerns (a payment complaint). */
    order: Type.Optional(IdSchema),
    /**
     * Plain text, line breaks allowed, COMPLAINT_MESSAGE_MIN to COMPLAINT_MESSAGE_MAX characters; control
     * characters are refused with field code control_characters.
     */
    message: Type.String({ maxLength: COMPLAINT_MESSAGE_MAX }),
  },
  { additionalProperties: false },
);
export type ComplaintRequest = Static<typeof ComplaintRequestSchema>;

export const ComplaintSchema = Type.Object(
  {
    id: Type.Integer(),
    /** The public reference: 'C-' and COMPLAINT_REFERENCE_LENGTH letters of COMPLAINT_REFERENCE_ALPHABET. */
    reference: Type.String(),
    category: Type.Union(COMPLAINT_CATEGORIES.map((category) => Type.Literal(category))),
    /** The member it is about, with their name (null when the member is gone since). */
    member: Type.Union([
      Type.Object({ id: Type.Integer(), name: Type.Union([Type.String(), Type.Null()]) }),
      Type.Null(),
    ]),
    conversation: Type.Union([Type.Integer(), Type.Null()]),
    order: Type.Union([Type.Integer(), Type.Null()]),
    message: Type.String(),
    status: Type.Union(COMPLAINT_STATUSES.map((status) => Type.Literal(status))),
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  { $id: 'Complaint' },
);
export type Complaint = Static<typeof ComplaintSchema>;

export const ComplaintResponseSchema = Type.Object({ complaint: ComplaintSchema });
export type ComplaintResponse = Static<typeof ComplaintResponseSchema>;

/** GET /api/complaints.php: the member's own complaints, newest first (at most COMPLAINTS_LIST_MAX). */
export const ComplaintsResponseSchema = Type.Object({ complaints: Type.Array(ComplaintSchema) });
export type ComplaintsResponse = Static<typeof ComplaintsResponseSchema>;
