import { Type, type Static } from '@sinclair/typebox';
import { IsoDate } from './common.ts';

/** A member the signed-in member referred (spec section 6: id, email, joined at, enrolled entries). */
export const Referral = Type.Object({
  id: Type.String(),
  /** Masked (j***@example.com): a referrer sees who joined, not their whole address. */
  email: Type.String(),
  joinedAt: IsoDate,
  totalEnrolled: Type.Integer({ minimum: 0 }),
});
export type Referral = Static<typeof Referral>;

/** Everyone the member referred, newest first, a page at a time (the refer-and-earn tab). */
export const ReferralPage = Type.Object({
  results: Type.Array(Referral),
  page: Type.Integer(),
  limit: Type.Integer(),
  totalResults: Type.Integer(),
  totalPages: Type.Integer(),
});
export type ReferralPage = Static<typeof ReferralPage>;

/** The dashboard's affiliates card: the member's referral totals and most recent referrals. */
export const AffiliateSummary = Type.Object({
  affiliateCode: Type.String(),
  totalReferrals: Type.Integer({ minimum: 0 }),
  totalEnrolled: Type.Integer({ minimum: 0 }),
  recent: Type.Array(Referral),
});
export type AffiliateSummary = Static<typeof AffiliateSummary>;

/** The dashboard's P&L summary across the member's ranked (live) accounts. */
export const PnlSummary = Type.Object({
  totalProfit: Type.Number(),
  openProfit: Type.Number(),
  tradeCount: Type.Integer({ minimum: 0 }),
  tournaments: Type.Integer({ minimum: 0 }),
  profitCredit: Type.Number({ minimum: 0 }),
  bestRank: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
});
export type PnlSummary = Static<typeof PnlSummary>;
