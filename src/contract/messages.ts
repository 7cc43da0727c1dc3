/**
 * The platform's fixed messages, by catalogue, in a module free of schemas: the portal imports these to match and
 * translate refusals without pulling the contract's TypeBox schemas into its bundle. Each contract module
 * re-exports its own catalogue.
 */

export const ALLIANCE_MESSAGES = {
  notFound: 'Alliance not found',
  memberNotFound: 'This member has no request or membership in this alliance',
  nameRequired: 'name must not be empty',
  nameTaken: 'An alliance with this name already exists. Please choose another name.',
  nothingToChange: 'Give at least one field to change',
  logoInvalid:
    'logoFileId must be the id of a logo you uploaded for this alliance (POST /files/upload with entity alliance)',
  kickedCannotJoin: 'You were removed from this alliance and cannot join it again',
  ownerCannotLeave: 'The owner cannot leave the alliance. Delete it instead.',
  pendingCannotLeave: 'Your request has not been accepted yet. Cancel it instead.',
  notMember: 'You are not a member of this alliance',
  noPendingRequest: 'You have no pending request to cancel for this alliance',
  onlyPendingAccepted: 'Only a pending request can be accepted',
  onlyPendingRejected: 'Only a pending request can be rejected',
  onlyAcceptedKicked: 'Only an accepted member can be removed',
  ownerCannotBeKicked: 'The owner cannot be removed from the alliance',
  tournamentNotFound: 'Tournament not found',
} as const;

/** What the notification routes refuse with. */
export const NOTIFICATION_MESSAGES = {
  pushEndpoint: 'A push subscription needs an https:// endpoint',
  pushOff: 'This platform does not send push notifications',
} as const;

export const PAYMENT_MESSAGES = {
  promoInvalid: 'Promo code is invalid',
  paymentFailed: 'Your payment is failed.',
  accountCreating: 'Your trading account is still being created. Please wait a moment and try again.',
  alreadyEnrolled: 'You have already joined this tournament',
  full: 'This tournament is full',
  registrationClosed: 'Registration for this tournament is closed',
  notEnoughCredit: 'Not enough credit to pay the entry',
  noTicket: 'You have no ticket for this tournament',
  chainRequired: 'Choose a crypto chain to pay with crypto',
  tournamentNotFound: 'Tournament not found',
  transactionNotFound: 'Transaction not found',
  accountNotFound: 'Trading account not found',
  providerUnavailable: 'Card and crypto payments are not available right now. Please use a ticket or credit.',
  practiceClosed: 'Practice is not open for this tournament',
  lateCrypto: 'Paid after the invoice expired: the amount was added to your credit',
  paidAfterFailure: 'Paid after the payment had failed or expired: the amount was refunded',
} as const;

/** Messages a member sees when an order is refused; the terminal shows them as written. */
export const TRADING_MESSAGES = {
  marketClosed: 'Trading is closed for this tournament.',
  notEnoughMargin: 'Not enough free margin for this order. Reduce the size or close a position.',
  badSize: 'Size must be between {min} and {max} lots, in steps of {step}.',
  unknownSymbol: 'This instrument is not traded here.',
  badStopLoss: 'Stop loss must be below the price for a buy and above it for a sell.',
  badTakeProfit: 'Take profit must be above the price for a buy and below it for a sell.',
  positionNotFound: 'This position is not open any more.',
  sessionExpired: 'Your terminal session has ended. Reopen the terminal from My tournaments.',
  embedInvalid: 'This terminal link has expired. Reopen the terminal from My tournaments.',
  tooManyOrders: 'Too many orders at once. Please wait a moment and try again.',
  pricesUnavailable: 'Prices are not coming through right now. Please try again in a moment.',
} as const;

export const KYC_APPROVED_MESSAGE = "KYC is already approved, You can't update user once KYC approved";
