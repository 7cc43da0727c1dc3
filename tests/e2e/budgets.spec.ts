import { describe, expect, it } from 'vitest';
import { firstVisit, precachedFiles, type Weight } from './support/first-visit.ts';
import { demoMember } from './support/screens.ts';
import { useE2E } from './support/use-e2e.ts';

const e2e = useE2E();
const KB = 1024;

/** Which files make up a weight, heaviest first: what a failing budget needs to be looked at. */
const report = (weight: Weight) =>
  [...weight.files]
    .sort((a, b) => b.gzip - a.gzip)
    .map((file) => `${(file.gzip / KB).toFixed(1)} kB ${file.url}`)
    .join('\n');

/** Issue 10's budgets: sizes, not timings, so they hold on any machine. */
describe('budgets', () => {
  it('keeps the first visit to /auth/login within 110 kB of JS and CSS (gzip)', async () => {
    const platform = e2e.platform();
    const weight = await firstVisit(e2e.browser(), platform.url, '/auth/login', (page) =>
      page.getByRole('heading', { level: 1 }).first().waitFor(),
    );
    expect(weight.gzip, report(weight)).toBeGreaterThan(0);
    expect(weight.gzip, report(weight)).toBeLessThanOrEqual(110 * KB);
  });

  it('keeps the signed-in dashboard within 170 kB of JS and CSS (gzip)', async () => {
    const platform = e2e.platform();
    const { token } = await demoMember(platform);
    const weight = await firstVisit(
      e2e.browser(),
      platform.url,
      '/',
      (page) => page.getByTestId('prize-pool-dashboard').first().waitFor(),
      token,
    );
    expect(weight.gzip, report(weight)).toBeLessThanOrEqual(170 * KB);
  });

  it('precaches no file over 500 kB', () => {
    const files = precachedFiles();
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((file) => file.size > 500 * KB)).toEqual([]);
  });
});
