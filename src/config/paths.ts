/** Every route of spec section 2, with href builders: no URL is built by hand elsewhere. */
export type TournamentSlug = 'master' | 'mini' | 'play2earn';

export const TOURNAMENT_SLUGS: readonly TournamentSlug[] = ['master', 'mini', 'play2earn'];

export const PROFILE_TABS = [
  'personal-info',
  'trade-info',
  'refer-and-earn',
  'achievements',
  'purchase-history',
  'enrolled-alliances',
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

const enc = encodeURIComponent;

export const paths = {
  auth: {
    login: '/auth/login',
    dxbLogin: '/auth/dxb-login',
    signUp: '/auth/sign-up',
    dxbSignUp: '/auth/dxb-sign-up',
    forgotPassword: '/auth/forgot-password',
    /** Forgot-password with the email filled in: the login screen's link carries the email typed there. */
    forgotPasswordFor: (email: string) => `/auth/forgot-password?email=${enc(email)}`,
    securityCode: '/auth/security-code',
    newPassword: '/auth/new-password',
    accountSuccess: '/auth/account-success',
  },
  serverError: '/server-error',
  logout: '/logout',
  accessDenied: '/access-denied',
  verifyEmail: (token: string) => `/verify-email/${enc(token)}`,
  dashboard: '/',
  completeProfile: '/complete-profile',
  profile: (tab?: ProfileTab) => (tab ? `/profile/${tab}` : '/profile'),
  tournaments: (slug?: TournamentSlug) => (slug ? `/tournaments/${slug}` : '/tournaments'),
  tournament: (slug: TournamentSlug, id: string) => `/tournaments/${slug}/${enc(id)}`,
  /** The same detail screen without the type in the path (spec section 2: "/tournaments/{id} also appears"). */
  tournamentById: (id: string) => `/tournaments/${enc(id)}`,
  paymentSuccess: '/tournaments/payment-success',
  paymentCancel: '/tournaments/payment-cancel',
  /** Where the hosted checkout and the ticket, credit and free entries come back to. */
  paymentSuccessFor: (transactionId: string) =>
    `/tournaments/payment-success?transactionId=${enc(transactionId)}`,
  paymentCancelFor: (transactionId: string) =>
    `/tournaments/payment-cancel?transactionId=${enc(transactionId)}`,
  myTournaments: '/my-tournaments',
  trade: (id: string, accountId?: string) => `/trade/${enc(id)}${accountId ? `/${enc(accountId)}` : ''}`,
  leaderBoard: (id?: string) => (id ? `/leader-board/${enc(id)}` : '/leader-board'),
  affiliateLeaderBoard: '/affiliate-leader-board',
  alliances: (id?: string) => (id ? `/alliances/${enc(id)}` : '/alliances'),
} as const;

/** Where a successful password login lands (spec section 4: "a default landing route"). */
export const DEFAULT_LANDING = paths.dashboard;
