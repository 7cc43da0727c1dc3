import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoDate, Nullable, Strict } from './common.ts';

/** How an entry is paid (spec section 1); `free` is an entry a promo code brought down to zero. */
export const PaymentMethod = Type.Union([
  Type.Literal('card'),
  Type.Literal('crypto'),
  Type.Literal('ticket'),
  Type.Literal('credit'),
  Type.Literal('free'),
]);
export type PaymentMethod = Static<typeof PaymentMethod>;

export const TransactionStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('completed'),
  Type.Literal('refunded'),
  Type.Literal('failed'),
  Type.Literal('expired'),
]);
export type TransactionStatus = Static<typeof TransactionStatus>;

/** Crypto chain type codes of spec section 3: 2 ERC20 (USDT/ETH), 4 TRC20 (USDT), 5 BEP20 (USDT/BNB). */
export const ChainType = Type.Union([Type.Literal(2), Type.Literal(4), Type.Literal(5)]);
export type ChainType = Static<typeof ChainType>;
export const CHAINS: Record<ChainType, { name: string; network: string }> = {
  2: { name: 'ERC20', network: 'USDT/ETH' },
  4: { name: 'TRC20', network: 'USDT' },
  5: { name: 'BEP20', network: 'USDT/BNB' },
};

const PromoCode = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' });

/** POST /payments/quote: the price of an entry with an optional promo code, checked. */
export const QuoteBody = Strict({ tournamentId: Id, promoCode: Type.Optional(PromoCode) });
export type QuoteBody = Static<typeof QuoteBody>;
export const Quote = Type.Object({
  price: Type.Number({ minimum: 0 }),
  discount: Type.Number({ minimum: 0 }),
  total: Type.Number({ minimum: 0 }),
  currency: Type.Literal('USD'),
  promoCode: Nullable(Type.String()),
});
export type Quote = Static<typeof Quote>;

/** POST /payments/checkout: joins a tournament. Card and crypto answer pending with where to pay. */
export const CheckoutBody = Strict({
  tournamentId: Id,
  method: Type.Union([
    Type.Literal('card'),
    Type.Literal('crypto'),
    Type.Literal('ticket'),
    Type.Literal('credit'),
  ]),
  promoCode: Type.Optional(PromoCode),
  chainType: Type.Optional(ChainType),
  profileName: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
});
export type CheckoutBody = Static<typeof CheckoutBody>;

export const CryptoInvoice = Type.Object({
  chainType: ChainType,
  currency: Type.Literal('USDT'),
  address: Type.String(),
  amount: Type.Number({ minimum: 0 }),
  expiresAt: IsoDate,
});
export type CryptoInvoice = Static<typeof CryptoInvoice>;

/** A payment as the member sees it on the success and cancel pages and in purchase history. */
export const Transaction = Type.Object({
  id: Type.String(),
  tournamentId: Type.String(),
  tournamentTitle: Type.String(),
  tournamentType: Type.String(),
  method: PaymentMethod,
  status: TransactionStatus,
  currency: Type.String(),
  price: Type.Number({ minimum: 0 }),
  discount: Type.Number({ minimum: 0 }),
  amount: Type.Number({ minimum: 0 }),
  promoCode: Nullable(Type.String()),
  providerPaymentId: Nullable(Type.String()),
  invoice: Nullable(CryptoInvoice),
  /** The trade profile the entry created, once completed. */
  accountId: Nullable(Type.String()),
  profileName: Nullable(Type.String()),
  accountStatus: Nullable(
    Type.Union([Type.Literal('creating'), Type.Literal('ready'), Type.Literal('ended')]),
  ),
  /** What happened to it beyond its status, e.g. a crypto payment that arrived after its invoice expired. */
  note: Nullable(Type.String()),
  createdAt: IsoDate,
  completedAt: Nullable(IsoDate),
});
export type Transaction = Static<typeof Transaction>;

export const CheckoutResult = Type.Object({
  transaction: Transaction,
  /** Card: the hosted checkout to send the member to. Crypto: the invoice page (sandbox: can simulate payment). */
  redirectUrl: Nullable(Type.String()),
});
export type CheckoutResult = Static<typeof CheckoutResult>;

/** Purchase history entry of spec section 3. */
export const Purchase = Type.Object({
  transactionId: Type.String(),
  tournamentId: Type.String(),
  tournamentTitle: Type.String(),
  profileName: Nullable(Type.String()),
  amount: Type.Number({ minimum: 0 }),
  currency: Type.String(),
  method: PaymentMethod,
  status: TransactionStatus,
  providerPaymentId: Nullable(Type.String()),
  date: IsoDate,
});
export type Purchase = Static<typeof Purchase>;

/** Where the provider sends the member back, with `?transactionId=` (portal routes of spec section 2). */
export const PAYMENT_RETURN_PATHS = {
  success: '/tournaments/payment-success',
  cancel: '/tournaments/payment-cancel',
} as const;

/** The sandbox provider's signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';

/** The sandbox provider's webhook, signed in SANDBOX_SIGNATURE_HEADER. */
export const SandboxWebhook = Strict({
  eventId: Type.String({ minLength: 1, maxLength: 64 }),
  type: Type.Union([
    Type.Literal('payment.succeeded'),
    Type.Literal('payment.failed'),
    Type.Literal('payment.canceled'),
  ]),
  transactionId: Id,
  providerPaymentId: Type.String({ minLength: 1, maxLength: 64 }),
  amount: Type.Number({ minimum: 0 }),
  currency: Type.String({ minLength: 3, maxLength: 8 }),
});
export type SandboxWebhook = Static<typeof SandboxWebhook>;

export { PAYMENT_MESSAGES } from './messages.ts';
