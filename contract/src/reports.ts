/**
 * Reports: a member reports another member (their profile, a photo, or a conversation or message with
 * them) for one of REPORT_REASONS, with an optional text. The site's operators decide on open reports
 * through the operator API (Authorization: Bearer <OPERATOR_SECRET>); the reported member gets a statement
 * of reasons, the reporter the outcome, by mail (the shape of the EU Digital Services Act, art. 16 and 17).
 */
import { Type, type Static } from '@sinclair/typebox';
import {
  MODERATIONS,
  REPORT_ACTIONS,
  REPORT_DECISION_TEXT_MAX,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TEXT_MAX,
} from './report-constants.js';
import { MessageKindSchema } from './chat.js';
import { IdSchema } from './primitives.js';

const ReasonSchema = Type.Union(REPORT_REASONS.map((reason) => Type.Literal(reason)));
const StatusSchema = Type.Union(REPORT_STATUSES.map((status) => Type.Literal(status)));
const ActionSchema = Type.Union(REPORT_ACTIONS.map((action) => Type.Literal(action)));
const ModerationSchema = Type.Union([
  ...MODERATIONS.map((moderation) => Type.Literal(moderation)),
  Type.Null(),
]);

/** POST /api/report.php. */
export const ReportRequestSchema = Type.Object(
  {
    /** The reported member: of the reporter's site, one they can see or have been in touch with. */
    member: IdSchema,
    reason: ReasonSchema,
    /**
     * Optional plain text, line breaks allowed, at most REPORT_TEXT_MAX characters (code points) after
     * trimming, checked by the server with field codes; the schema only bounds the body (UTF-16 units).
     */
    text: Type.Optional(Type.String({ maxLength: REPORT_TEXT_MAX * 2 })),
    /** The reporter's conversation with the member it concerns (from the chat). */
    conversation: Type.Optional(IdSchema),
    /** A message of the member in that conversation. */
    message: Type.Optional(IdSchema),
    /** One of the member's photos. */
    photo: Type.Optional(IdSchema),
  },
  { additionalProperties: false },
);
export type ReportRequest = Static<typeof ReportRequestSchema>;

/** A report as its reporter sees it. */
export const ReportSchema = Type.Object(
  {
    id: Type.Integer(),
    member: Type.Object({ id: Type.Integer(), name: Type.String() }),
    reason: ReasonSchema,
    status: StatusSchema,
    created_at: Type.String(),
  },
  { $id: 'Report' },
);
export type Report = Static<typeof ReportSchema>;

/** 201 for a new report; 200 with `duplicate` when the reporter's open report on the member answers it. */
export const ReportResponseSchema = Type.Object({ report: ReportSchema, duplicate: Type.Boolean() });
export type ReportResponse = Static<typeof ReportResponseSchema>;

/** What was reported, as it was when it was reported. */
export const ReportSnapshotSchema = Type.Object({
  name: Type.String(),
  about_me: Type.Union([Type.String(), Type.Null()]),
  photo_ids: Type.Array(Type.Integer()),
  message: Type.Optional(Type.Object({ id: Type.Integer(), text: Type.String(), sent_at: Type.String() })),
  /** The named conversation's newest messages, oldest first (at most REPORT_SNAPSHOT_MESSAGES). */
  conversation: Type.Optional(
    Type.Array(
      Type.Object({
        id: Type.Integer(),
        /** The sender's member id. */
        from: Type.Integer(),
        kind: MessageKindSchema,
        /** The text; null when there is none (a photo, a gift without words). */
        text: Type.Union([Type.String(), Type.Null()]),
        sent_at: Type.String(),
      }),
    ),
  ),
});
export type ReportSnapshot = Static<typeof ReportSnapshotSchema>;

/** A report as the operators see it. */
export const OperatorReportSchema = Type.Object(
  {
    id: Type.Integer(),
    reporter: Type.Object({ id: Type.Integer(), name: Type.String() }),
    member: Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      moderation: ModerationSchema,
    }),
    reason: ReasonSchema,
    text: Type.Union([Type.String(), Type.Null()]),
    conversation: Type.Union([Type.Integer(), Type.Null()]),
    message: Type.Union([Type.Integer(), Type.Null()]),
    photo: Type.Union([Type.Integer(), Type.Null()]),
    snapshot: ReportSnapshotSchema,
    status: StatusSchema,
    action: Type.Union([ActionSchema, Type.Null()]),
    ground: Type.Union([Type.String(), Type.Null()]),
    facts: Type.Union([Type.String(), Type.Null()]),
    created_at: Type.String(),
    decided_at: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'OperatorReport' },
);
export type OperatorReport = Static<typeof OperatorReportSchema>;

/** GET /api/operator-reports.php?status=open|decided (default open). */
export const OperatorReportsQuerySchema = Type.Object({ status: Type.Optional(StatusSchema) });
export const OperatorReportsResponseSchema = Type.Object({ reports: Type.Array(OperatorReportSchema) });
export type OperatorReportsResponse = Static<typeof OperatorReportsResponseSchema>;

/** POST /api/operator-report-decision.php. */
export const ReportDecisionRequestSchema = Type.Object(
  {
    report: IdSchema,
    action: ActionSchema,
    /** The rule of the terms or the law the decision rests on (required but for dismiss). */
    ground: Type.Optional(Type.String({ maxLength: REPORT_DECISION_TEXT_MAX })),
    /** The facts and circumstances the decision rests on, in the operator's words. */
    facts: Type.Optional(Type.String({ maxLength: REPORT_DECISION_TEXT_MAX })),
  },
  { additionalProperties: false },
);
export type ReportDecisionRequest = Static<typeof ReportDecisionRequestSchema>;
export const ReportDecisionResponseSchema = Type.Object({ report: OperatorReportSchema });
export type ReportDecisionResponse = Static<typeof ReportDecisionResponseSchema>;

/**
 * POST /api/operator-reinstatement.php: an operator lifts a member's restriction (an appeal upheld, a
 * mistake found); the member is told why, in their language.
 */
export const ReinstatementRequestSchema = Type.Object(
  {
    member: IdSchema,
    /** Why the restriction ends, in the operator's words (the member reads it). */
    facts: Type.String({ minLength: 1, maxLength: REPORT_DECISION_TEXT_MAX }),
  },
  { additionalProperties: false },
);
export type ReinstatementRequest = Static<typeof ReinstatementRequestSchema>;
export const ReinstatementResponseSchema = Type.Object({
  member: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    /** The restriction that was lifted. */
    lifted: Type.Union(MODERATIONS.map((moderation) => Type.Literal(moderation))),
    moderation: ModerationSchema,
  }),
});
export type ReinstatementResponse = Static<typeof ReinstatementResponseSchema>;
