import { describe, expect, it } from 'vitest';
import { isCurrent, MENU, PROFILE_ENTRY } from '@/app/layout/menu-entries.ts';
import { titleKeyFor } from '@/app/routes/titles.ts';
import { t } from '@/lib/i18n.ts';

describe('side menu', () => {
  it('lists the entries of spec section 2 in order, My Profile apart', () => {
    expect(MENU.map((entry) => t(entry.key))).toEqual([
      'Dashboard',
      'Tournaments',
      'My Tournaments',
      'Tournament Leader Board',
      'Affiliate Leader Board',
      'Alliances',
    ]);
    expect(MENU[1]?.children?.map((entry) => t(entry.key))).toEqual(['Main', 'Mini', 'Play2Earn']);
    expect(t(PROFILE_ENTRY.key)).toBe('My Profile');
  });

  it('marks an entry current on its path and below, the dashboard only on "/"', () => {
    expect(isCurrent('/', '/')).toBe(true);
    expect(isCurrent('/', '/alliances')).toBe(false);
    expect(isCurrent('/tournaments', '/tournaments/mini/5')).toBe(true);
    expect(isCurrent('/tournaments', '/tournaments-archive')).toBe(false);
  });
});

describe('screen titles', () => {
  it('names each screen for its title', () => {
    expect(t(titleKeyFor('/'))).toBe('Dashboard');
    expect(t(titleKeyFor('/auth/dxb-login'))).toBe('Login');
    expect(t(titleKeyFor('/tournaments/play2earn'))).toBe('Play2Earn Tournaments');
    expect(t(titleKeyFor('/tournaments/payment-success'))).toBe('Payment successful');
    expect(t(titleKeyFor('/leader-board/9'))).toBe('Leader Board');
  });
});
