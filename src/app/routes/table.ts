import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { PROFILE_TABS, TOURNAMENT_SLUGS } from '@/config/paths.ts';

type Page = LazyExoticComponent<ComponentType>;
export type RouteEntry = { path: string; page: Page };

/** Every screen is its own chunk, loaded on demand with a spinner meanwhile (spec section 2). */
const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

const Dashboard = page(() => import('./dashboard.tsx'));
const Profile = page(() => import('./profile.tsx'));
const Trade = page(() => import('./trade.tsx'));
const Tournaments = page(() => import('./tournaments.tsx'));
const TournamentDetail = page(() => import('./tournament-detail.tsx'));
const PaymentResult = page(() => import('./payment-result.tsx'));

const Login = page(() => import('./auth/login.tsx'));
const SignUp = page(() => import('./auth/sign-up.tsx'));

/** Guest-only screens (auth area); a signed-in member is sent to the dashboard. */
export const GUEST_ROUTES: RouteEntry[] = [
  { path: '/auth/login', page: Login },
  { path: '/auth/dxb-login', page: Login },
  { path: '/auth/sign-up', page: SignUp },
  { path: '/auth/dxb-sign-up', page: SignUp },
  { path: '/auth/forgot-password', page: page(() => import('./auth/forgot-password.tsx')) },
  { path: '/auth/security-code', page: page(() => import('./auth/security-code.tsx')) },
  { path: '/auth/new-password', page: page(() => import('./auth/new-password.tsx')) },
  { path: '/auth/account-success', page: page(() => import('./auth/account-success.tsx')) },
];

/** Member screens inside the main layout, in match order (fixed paths before `:id`). */
export const MEMBER_ROUTES: RouteEntry[] = [
  { path: '/', page: Dashboard },
  { path: '/profile', page: Profile },
  ...PROFILE_TABS.map((tab) => ({ path: `/profile/${tab}`, page: Profile })),
  { path: '/tournaments', page: Tournaments },
  { path: '/tournaments/payment-success', page: PaymentResult },
  { path: '/tournaments/payment-cancel', page: PaymentResult },
  ...TOURNAMENT_SLUGS.map((slug) => ({ path: `/tournaments/${slug}`, page: Tournaments })),
  ...TOURNAMENT_SLUGS.map((slug) => ({ path: `/tournaments/${slug}/:id`, page: TournamentDetail })),
  { path: '/tournaments/:id', page: TournamentDetail },
  { path: '/my-tournaments', page: page(() => import('./my-tournaments.tsx')) },
  { path: '/trade/:id/:accountId', page: Trade },
  { path: '/trade/:id', page: Trade },
  { path: '/leader-board', page: page(() => import('./leader-board.tsx')) },
  { path: '/leader-board/:id', page: page(() => import('./leader-board-detail.tsx')) },
  { path: '/affiliate-leader-board', page: page(() => import('./affiliate-leader-board.tsx')) },
  { path: '/alliances', page: page(() => import('./alliances.tsx')) },
  { path: '/alliances/:id', page: page(() => import('./alliance-detail.tsx')) },
];

export const CompleteProfile = page(() => import('./complete-profile.tsx'));

export const PUBLIC_ROUTES: RouteEntry[] = [
  { path: '/server-error', page: page(() => import('./server-error.tsx')) },
  { path: '/access-denied', page: page(() => import('./access-denied.tsx')) },
  { path: '/logout', page: page(() => import('./logout.tsx')) },
  { path: '/verify-email/:token', page: page(() => import('./verify-email.tsx')) },
];

export const NotFound = page(() => import('./not-found.tsx'));
