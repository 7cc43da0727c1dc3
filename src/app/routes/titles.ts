/** Translation key of each screen's title, by the first path segments. */
const TITLES: Array<[RegExp, string]> = [
  [/^\/$/, 'pages.dashboard'],
  [/^\/tournaments\/payment-success/, 'pages.paymentSuccess'],
  [/^\/tournaments\/payment-cancel/, 'pages.paymentCancel'],
  [/^\/tournaments\/master$/, 'pages.master'],
  [/^\/tournaments\/mini$/, 'pages.mini'],
  [/^\/tournaments\/play2earn$/, 'pages.play2earn'],
  [/^\/tournaments\/.+/, 'pages.tournament'],
  [/^\/tournaments$/, 'pages.tournaments'],
  [/^\/my-tournaments/, 'pages.myTournaments'],
  [/^\/trade\//, 'pages.trade'],
  [/^\/leader-board\/.+/, 'pages.leaderBoardDetail'],
  [/^\/leader-board/, 'pages.leaderBoard'],
  [/^\/affiliate-leader-board/, 'pages.affiliateLeaderBoard'],
  [/^\/alliances\/.+/, 'pages.alliance'],
  [/^\/alliances/, 'pages.alliances'],
  [/^\/profile/, 'pages.profile'],
  [/^\/auth\/(dxb-)?login/, 'pages.login'],
  [/^\/auth\/(dxb-)?sign-up/, 'pages.signUp'],
  [/^\/auth\/forgot-password/, 'pages.forgotPassword'],
  [/^\/auth\/security-code/, 'pages.securityCode'],
  [/^\/auth\/new-password/, 'pages.newPassword'],
  [/^\/auth\/account-success/, 'pages.accountSuccess'],
];

export const titleKeyFor = (location: string) =>
  TITLES.find(([pattern]) => pattern.test(location))?.[1] ?? 'pages.notFound';
