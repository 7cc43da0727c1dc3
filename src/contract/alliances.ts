import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoDate, Nullable, Strict } from './common.ts';
import { TournamentStatus } from './tournament.ts';

/** Where a member stands with an alliance (spec section 5): the three of the spec, plus left and kicked. */
export const AllianceMemberStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('accepted'),
  Type.Literal('rejected'),
  Type.Literal('left'),
  Type.Literal('kicked'),
]);
export type AllianceMemberStatus = Static<typeof AllianceMemberStatus>;

/** An alliance's logo with an expiring link to its bytes (like a member's avatar). */
export const AllianceLogo = Type.Object({ id: Type.String(), signedURL: Type.String() });
export type AllianceLogo = Static<typeof AllianceLogo>;

const allianceFields = {
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  logo: Nullable(AllianceLogo),
  isApprovalRequired: Type.Boolean(),
  createdAt: IsoDate,
  /** The owner; `name` is the first name and the initial of the last name, as on the boards. */
  createdBy: Type.Object({ id: Type.String(), name: Type.String() }),
  /** Accepted members, the owner included. */
  memberCount: Type.Integer({ minimum: 0 }),
  /** Requests waiting for the owner; 0 for anyone else. */
  pendingCount: Type.Integer({ minimum: 0 }),
  /** The asking member's own standing, null when they never asked (or cancelled their request). */
  myStatus: Nullable(AllianceMemberStatus),
  isOwner: Type.Boolean(),
};

export const Alliance = Type.Object(allianceFields);
export type Alliance = Static<typeof Alliance>;

/**
 * One member's row. `email` is masked (j***@example.com) except on the asking member's own row. The times are
 * those of the current membership: a new request starts it again.
 */
export const AllianceMember = Type.Object({
  userId: Type.String(),
  name: Type.String(),
  email: Type.String(),
  status: AllianceMemberStatus,
  isOwner: Type.Boolean(),
  requestedAt: IsoDate,
  /** When the owner accepted the request; null when the alliance needed no approval (and for the owner). */
  acceptedAt: Nullable(IsoDate),
  rejectedAt: Nullable(IsoDate),
  leftAt: Nullable(IsoDate),
  kickedAt: Nullable(IsoDate),
  /** When the membership began: the owner's acceptance, or the join itself when no approval is needed. */
  joinedAt: Nullable(IsoDate),
});
export type AllianceMember = Static<typeof AllianceMember>;

/** An alliance with the members the asking member may see: pending, rejected, left and kicked rows only by the owner. */
export const AllianceDetail = Type.Object({ ...allianceFields, members: Type.Array(AllianceMember) });
export type AllianceDetail = Static<typeof AllianceDetail>;

export const AllianceScope = Type.Union([Type.Literal('mine'), Type.Literal('all')]);
export type AllianceScope = Static<typeof AllianceScope>;

/** `mine`: alliances the member owns, belongs to or asked to join; `all`: every alliance. */
export const AllianceListQuery = Strict({
  scope: Type.Optional(AllianceScope),
  search: Type.Optional(Type.String({ maxLength: 80 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type AllianceListQuery = Static<typeof AllianceListQuery>;

export const AlliancePage = Type.Object({
  results: Type.Array(Alliance),
  page: Type.Integer(),
  limit: Type.Integer(),
  totalResults: Type.Integer(),
  totalPages: Type.Integer(),
});
export type AlliancePage = Static<typeof AlliancePage>;

/** Names are trimmed before they are checked; one alliance per name, whatever its case. */
export const ALLIANCE_NAME_MAX = 60;
export const ALLIANCE_DESCRIPTION_MAX = 500;
export const AllianceName = Type.String({ minLength: 1, maxLength: ALLIANCE_NAME_MAX });
export const AllianceDescription = Type.String({ maxLength: ALLIANCE_DESCRIPTION_MAX });

export const CreateAllianceBody = Strict({
  name: AllianceName,
  description: Type.Optional(AllianceDescription),
  isApprovalRequired: Type.Boolean(),
});
export type CreateAllianceBody = Static<typeof CreateAllianceBody>;

export const UpdateAllianceBody = Strict({
  name: Type.Optional(AllianceName),
  description: Type.Optional(AllianceDescription),
  isApprovalRequired: Type.Optional(Type.Boolean()),
  /** A logo the owner uploaded for this alliance (POST /files/upload, entity `alliance`); null removes it. */
  logoFileId: Type.Optional(Nullable(Id)),
});
export type UpdateAllianceBody = Static<typeof UpdateAllianceBody>;

export const AllianceParams = Strict({ id: Id });
export const AllianceMemberParams = Strict({ id: Id, userId: Id });

/** The group rank of one tournament: by default the live main tournament, else the one that ended last. */
export const AllianceRankingQuery = Strict({ tournamentId: Type.Optional(Id) });
export type AllianceRankingQuery = Static<typeof AllianceRankingQuery>;

export const AllianceRank = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  allianceId: Type.String(),
  name: Type.String(),
  memberCount: Type.Integer({ minimum: 0 }),
  /** Accepted members with an entry in the tournament: only they count. */
  players: Type.Integer({ minimum: 1 }),
  /** The sum of those members' total profit (equity minus starting balance). */
  totalProfit: Type.Number(),
});
export type AllianceRank = Static<typeof AllianceRank>;

export const AllianceRanking = Type.Object({
  tournament: Nullable(Type.Object({ id: Type.String(), title: Type.String(), status: TournamentStatus })),
  /** The top 20. */
  rows: Type.Array(AllianceRank),
  /** The ranks of the alliances the asking member belongs to, best first. */
  mine: Type.Array(AllianceRank),
});
export type AllianceRanking = Static<typeof AllianceRanking>;

/** What the owner alone may do, as the refusal names it. */
export const ALLIANCE_OWNER_ACTIONS = {
  update: 'update the alliance',
  delete: 'delete the alliance',
  accept: 'accept requests',
  reject: 'reject requests',
  kick: 'remove members',
} as const;
export type AllianceOwnerAction = keyof typeof ALLIANCE_OWNER_ACTIONS;
export const ownerOnlyMessage = (action: AllianceOwnerAction) =>
  `Only the alliance owner can ${ALLIANCE_OWNER_ACTIONS[action]}`;

export { ALLIANCE_MESSAGES } from './messages.ts';
