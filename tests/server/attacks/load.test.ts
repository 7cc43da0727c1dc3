// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runSoak } from '../../../bench/soak-harness.ts';
import { SOAK_CONFIG, soakCommands } from '../../../bench/soak-platform.ts';
import { soakFailures, statusLines } from '../../../bench/soak-report.ts';
import { useTestApp } from '../../support/use-test-app.ts';

/**
 * The short CI version of `npm run test:soak` (bench/soak.ts, issue 11's load bullet): the same harness, scaled
 * down, against the app in this process listening on loopback, with production's market tick, pulse and clock.
 * Correctness only, no timing: not one 5xx or unanswered request, every invariant of soak-invariants.ts, every
 * watcher on the last sequence number with no gap, and the sampled watchers' boards equal to the server's.
 */
let url = '';
const testApp = useTestApp(SOAK_CONFIG, async ({ app }) => {
  url = await app.listen({ host: '127.0.0.1', port: 0 });
});

describe('the platform under load: 50 members trading, 200 watching, for 10 s', () => {
  it('answers no 5xx, opens each answered order once, keeps balances and boards true, and every watcher converges', async () => {
    const result = await runSoak(
      { url, commands: soakCommands(testApp().app) },
      {
        traders: 50,
        watchers: 200,
        readers: 5,
        durationMs: 10_000,
        tradePaceMs: 3_000,
        readPaceMs: 2_000,
        sampledBoards: 20,
      },
      () => undefined,
    );
    expect(soakFailures(result, 0), statusLines(result).join('\n')).toEqual([]);
    // The load happened: orders were placed and closed, and watchers saw the board move.
    expect(result.ledger.orders).toBeGreaterThan(50);
    expect(result.ledger.closes).toBe(result.ledger.orders);
    expect(result.watchers.eventsMin).toBeGreaterThan(0);
  }, 120_000);
});
