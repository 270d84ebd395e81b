/**
 * The route map: for each API endpoint its method and path, the schemas of its query and body, and the
 * schema of its successful answer. The server's routes take their schemas from here and the kernel's
 * client infers what a call sends and receives from here, so the two cannot drift apart.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { AccountDeleteRequestSchema } from './account-deletion.js';
import {
  EmailRequestSchema,
  InviteQuerySchema,
  InviteResponseSchema,
  LanguageUpdateSchema,
  LoginRequestSchema,
  MailChangeRequestSchema,
  PasswordChangeSchema,
  PasswordResetDoSchema,
  PhotoDeleteQuerySchema,
  PhotoListResponseSchema,
  PhotoOrderUpdateSchema,
  PhotoUploadResponseSchema,
  ProfileUpdateSchema,
  SignupRequestSchema,
  SuccessResponseSchema,
  TokenRequestSchema,
} from './account.js';
import {
  CompanyInfoResponseSchema,
  InterestsResponseSchema,
  RegionsQuerySchema,
  RegionsResponseSchema,
  SiteQuerySchema,
} from './catalog.js';
import { GeocodeQuerySchema, GeocodeResponseSchema } from './geocode.js';
import { HealthLiveResponseSchema, HealthReadyResponseSchema, HealthResponseSchema } from './health.js';
import {
  PageHiddenQuerySchema,
  PushSubscriptionRequestSchema,
  PushSubscriptionResponseSchema,
} from './push.js';
import {
  NotificationSettingsResponseSchema,
  NotificationSettingsUpdateSchema,
  UnsubscribeQuerySchema,
  UnsubscribeResponseSchema,
} from './notifications.js';
import {
  LanderMemberQuerySchema,
  LanderMemberResponseSchema,
  LanderMembersQuerySchema,
  LanderMembersResponseSchema,
} from './lander-people.js';
import {
  AutoLikeResponseSchema,
  BlockResponseSchema,
  BlockedMembersResponseSchema,
  InvisibleResponseSchema,
  InvisibleUpdateSchema,
  LikeResponseSchema,
  LikesResponseSchema,
  MatchFinderResponseSchema,
  MemberIdSchema,
  MemberQuerySchema,
  MemberResponseSchema,
  PhotoPrivacyUpdateSchema,
  ProfilesQuerySchema,
  ProfilesResponseSchema,
  SearchQuerySchema,
  SearchResponseSchema,
  SwipeRequestSchema,
  SwipeStateSchema,
} from './members.js';
import {
  ChatDeleteQuerySchema,
  ChatsResponseSchema,
  ConversationQuerySchema,
  ConversationResponseSchema,
  LedgerResponseSchema,
  MarkReadResponseSchema,
  MarkReadSchema,
  MessagesQuerySchema,
  MessagesResponseSchema,
  SendMessageResponseSchema,
  SendMessageSchema,
} from './chat.js';
import {
  CreateOrderResponseSchema,
  CreateOrderSchema,
  DirectDebitConfirmSchema,
  DirectDebitRequestResponseSchema,
  DirectDebitRequestSchema,
  DiscountCodeQuerySchema,
  DiscountCodeGrantSchema,
  DiscountCodeResponseSchema,
  OrderDetailResponseSchema,
  OrderQuerySchema,
  OrderResponseSchema,
  OrdersQuerySchema,
  OrdersResponseSchema,
  PackagesQuerySchema,
  PackagesResponseSchema,
  RepeatOrderSchema,
  RepeatOrdersResponseSchema,
  StoredCardDeleteQuerySchema,
} from './payments.js';
import { ComplaintRequestSchema, ComplaintResponseSchema, ComplaintsResponseSchema } from './complaints.js';
import { ReportRequestSchema, ReportResponseSchema } from './reports.js';
import { DataExportCreatedResponseSchema, DataExportStateResponseSchema } from './data-export.js';
import { SettingsQuerySchema, SettingsResponseSchema } from './settings.js';
import { LoggedInUserResponseSchema, LogoutResponseSchema, UserResponseSchema } from './user.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What one endpoint accepts and answers. */
export interface RouteDefinition {
  /** The query parameters. */
  query?: TSchema;
  /** A JSON body. */
  body?: TSchema;
  /** The body is multipart/form-data (a file upload), checked by the handler rather than a schema. */
  multipart?: true;
  /** The answer on success. */
  response: TSchema;
  /** Status of the successful answer when it is not 200. */
  status?: 201 | 204;
}

export const API_ROUTES = {
  // The site
  'GET /api/settings.php': { query: SettingsQuerySchema, response: SettingsResponseSchema },
  'GET /api/companyinfo.php': { query: SiteQuerySchema, response: CompanyInfoResponseSchema },
  'GET /api/health': { response: HealthResponseSchema },
  'GET /api/health/live': { response: HealthLiveResponseSchema },
  'GET /api/health/ready': { response: HealthReadyResponseSchema },

  // Value lists
  'GET /api/interests.php': { response: InterestsResponseSchema },
  'GET /api/regions.php': { query: RegionsQuerySchema, response: RegionsResponseSchema },
  'GET /api/geocode.php': { query: GeocodeQuerySchema, response: GeocodeResponseSchema },

  // Session
  'GET /api/user.php': { response: UserResponseSchema },
  'POST /api/user.php': { body: LoginRequestSchema, response: LoggedInUserResponseSchema },
  'PUT /api/user.php': { body: LanguageUpdateSchema, response: LoggedInUserResponseSchema },
  'GET /api/logout.php': { response: LogoutResponseSchema },
  'POST /api/user.php?push=1': {
    body: PushSubscriptionRequestSchema,
    response: PushSubscriptionResponseSchema,
  },
  // A beacon: sendBeacon sends text/plain and no client header; the answer is 204 without a body.
  'POST /api/page-hidden.php': { query: PageHiddenQuerySchema, response: Type.Null(), status: 204 },

  // Account
  'POST /api/signup.php': { body: SignupRequestSchema, response: LoggedInUserResponseSchema, status: 201 },
  'GET /api/invite.php': { query: InviteQuerySchema, response: InviteResponseSchema },
  'PUT /api/profile.php': { body: ProfileUpdateSchema, response: LoggedInUserResponseSchema },
  'POST /api/activation-mail.php': { response: SuccessResponseSchema },
  'POST /api/password-reset.php': { body: EmailRequestSchema, response: SuccessResponseSchema },
  'POST /api/password-reset-do.php': { body: PasswordResetDoSchema, response: SuccessResponseSchema },
  'PUT /api/password.php': { body: PasswordChangeSchema, response: SuccessResponseSchema },
  'POST /api/mail-change.php': { body: MailChangeRequestSchema, response: SuccessResponseSchema },
  'POST /api/mail-change-do.php': { body: TokenRequestSchema, response: LoggedInUserResponseSchema },
  'POST /api/mail-change-undo.php': { body: TokenRequestSchema, response: SuccessResponseSchema },
  // Account deletion (the reactivation link, GET /api/reactivate.php, redirects: not a client call)
  'POST /api/account-delete.php': { body: AccountDeleteRequestSchema, response: SuccessResponseSchema },
  'POST /api/account-delete-offer.php': { response: DiscountCodeGrantSchema },

  // Own photos
  'GET /api/photos.php': { response: PhotoListResponseSchema },
  'POST /api/photos.php': { multipart: true, response: PhotoUploadResponseSchema, status: 201 },
  'PUT /api/photos.php': { body: PhotoPrivacyUpdateSchema, response: PhotoListResponseSchema },
  'DELETE /api/photos.php': { query: PhotoDeleteQuerySchema, response: PhotoListResponseSchema },
  'PUT /api/photo-order.php': { body: PhotoOrderUpdateSchema, response: PhotoListResponseSchema },

  // Discovery
  'GET /api/members.php': { query: SearchQuerySchema, response: SearchResponseSchema },
  'GET /api/member.php': { query: MemberQuerySchema, response: MemberResponseSchema },
  'GET /api/profiles.php': { query: ProfilesQuerySchema, response: ProfilesResponseSchema },
  'GET /api/likes.php': { response: LikesResponseSchema },
  'PUT /api/likes.php': { body: MemberIdSchema, response: LikesResponseSchema },
  'POST /api/like.php': { body: MemberIdSchema, response: LikeResponseSchema },
  'DELETE /api/like.php': { query: MemberIdSchema, response: LikeResponseSchema },
  'GET /api/auto-like.php': { response: AutoLikeResponseSchema },
  'GET /api/match-finder.php': { response: MatchFinderResponseSchema },
  'GET /api/swipe.php': { response: SwipeStateSchema },
  'POST /api/swipe.php': { body: SwipeRequestSchema, response: SwipeStateSchema },
  'POST /api/block.php': { body: MemberIdSchema, response: BlockResponseSchema },
  'DELETE /api/block.php': { query: MemberIdSchema, response: BlockResponseSchema },
  'GET /api/blocks.php': { response: BlockedMembersResponseSchema },
  'PUT /api/invisible.php': { body: InvisibleUpdateSchema, response: InvisibleResponseSchema },

  // Real members on the landers, as visitors see them
  'GET /api/lander-members.php': { query: LanderMembersQuerySchema, response: LanderMembersResponseSchema },
  'GET /api/lander-member.php': { query: LanderMemberQuerySchema, response: LanderMemberResponseSchema },

  // Chat (real-time events arrive on the chat socket, GET /api/chat-socket: see chat.ts)
  'GET /api/chats.php': { response: ChatsResponseSchema },
  'DELETE /api/chat.php': { query: ChatDeleteQuerySchema, response: ChatsResponseSchema },
  'GET /api/conversation.php': { query: ConversationQuerySchema, response: ConversationResponseSchema },
  'GET /api/messages.php': { query: MessagesQuerySchema, response: MessagesResponseSchema },
  'POST /api/messages.php': { body: SendMessageSchema, response: SendMessageResponseSchema, status: 201 },
  'POST /api/chat-read.php': { body: MarkReadSchema, response: MarkReadResponseSchema },
  // Fields client_id, conversation or member, and the image file; the image answers at the message's url.
  'POST /api/chat-attachment.php': { multipart: true, response: SendMessageResponseSchema, status: 201 },

  // Credits
  'GET /api/credits.php': { response: LedgerResponseSchema },

  // Payments (the provider's webhook, POST /api/payment-webhook.php, is signed, not a client call)
  'GET /api/packages.php': { query: PackagesQuerySchema, response: PackagesResponseSchema },
  'GET /api/discountcode.php': { query: DiscountCodeQuerySchema, response: DiscountCodeResponseSchema },
  'POST /api/orders.php': { body: CreateOrderSchema, response: CreateOrderResponseSchema, status: 201 },
  'GET /api/orders.php': { query: OrdersQuerySchema, response: OrdersResponseSchema },
  'GET /api/order.php': { query: OrderQuerySchema, response: OrderDetailResponseSchema },
  'GET /api/repeat-orders.php': { response: RepeatOrdersResponseSchema },
  'POST /api/repeat-order.php': { body: RepeatOrderSchema, response: OrderResponseSchema, status: 201 },
  'DELETE /api/stored-card.php': { query: StoredCardDeleteQuerySchema, response: RepeatOrdersResponseSchema },
  'POST /api/directdebit.php': {
    body: DirectDebitRequestSchema,
    response: DirectDebitRequestResponseSchema,
    status: 201,
  },
  'POST /api/directdebit-confirm.php': {
    body: DirectDebitConfirmSchema,
    response: OrderResponseSchema,
    status: 201,
  },

  // Complaints (the member's own)
  'POST /api/complaints.php': {
    body: ComplaintRequestSchema,
    response: ComplaintResponseSchema,
    status: 201,
  },
  'GET /api/complaints.php': { response: ComplaintsResponseSchema },

  // Reporting a member (201 new, 200 the reporter's open report on the member)
  'POST /api/report.php': { body: ReportRequestSchema, response: ReportResponseSchema, status: 201 },

  // The member's data export (the ZIP's download, DATA_EXPORT_DOWNLOAD_PATH, is a browser navigation)
  'POST /api/data-export.php': { response: DataExportCreatedResponseSchema, status: 201 },
  'GET /api/data-export.php': { response: DataExportStateResponseSchema },

  // Notification settings; the unsubscribe link's POST (also sent by mail apps, RFC 8058) and a bounced
  // address's confirmation mail. The mail provider's reports (POST /api/mail-events.php) and the confirmation
  // link (GET /api/mail-confirm.php) are not client calls.
  'GET /api/notification-settings.php': { response: NotificationSettingsResponseSchema },
  'PUT /api/notification-settings.php': {
    body: NotificationSettingsUpdateSchema,
    response: NotificationSettingsResponseSchema,
  },
  'POST /api/unsubscribe.php': { query: UnsubscribeQuerySchema, response: UnsubscribeResponseSchema },
  'POST /api/mail-confirmation.php': { response: SuccessResponseSchema },
} as const satisfies Record<`${HttpMethod} /api/${string}`, RouteDefinition>;

/** An endpoint, named as its method and path: 'GET /api/user.php'. */
export type ApiRoute = keyof typeof API_ROUTES;

type RouteOf<R extends ApiRoute> = (typeof API_ROUTES)[R];

/** The successful answer of an endpoint. */
export type RouteAnswer<R extends ApiRoute> = Static<RouteOf<R>['response']>;

/** The JSON body an endpoint takes; never when it takes none. */
export type RouteBody<R extends ApiRoute> =
  RouteOf<R> extends { body: infer S extends TSchema } ? Static<S> : never;

/** The query parameters an endpoint takes; never when it takes none. */
export type RouteQuery<R extends ApiRoute> =
  RouteOf<R> extends { query: infer S extends TSchema } ? Static<S> : never;

/** Whether an endpoint's body is a multipart form (a file upload). */
export type RouteIsMultipart<R extends ApiRoute> = RouteOf<R> extends { multipart: true } ? true : false;
