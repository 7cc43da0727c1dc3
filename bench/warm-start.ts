/**
 * Offline warm start: a member has seen the 10,000-player board once; the browser (a profile on disk, as on a
 * phone) is restarted with the platform unreachable, and we time from navigation start until the cached top rows
 * and "My rank" are on screen. Baseline: a bare page at the same origin that reads the same rows (the top 50 and
 * the member's own) straight from IndexedDB and writes them into a table.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { startFaultProxy } from '../tests/support/fault-proxy.ts';
import type { Platform } from '../tests/e2e/support/platform.ts';
import { persistentBrowser, signInPersistently } from '../tests/e2e/support/persistent-browser.ts';
import { PLAYERS } from './board-feed.ts';
import { allowSerialised, boardVisibleProbe, visibleAt } from './page-probes.ts';
import { summarize, type Figure } from './stats.ts';

const RUNS = 5;
/** Under /api/ so the service worker leaves it to the network, where the proxy answers it in the platform's place. */
const BARE_PATH = '/api/bench/bare-board';

type Board = { path: string; tournamentId: string; accountId: string; token: string };

/** The bare page: opens the portal's IndexedDB, reads the rows by index, writes a table, marks the next frame. */
const barePage = (tournamentId: string, accountId: string) => `<!doctype html><meta charset="utf-8">
<table id="board"></table><script>
const open = indexedDB.open('tradearena');
open.onsuccess = () => {
  const store = open.result.transaction('leaderboardRows').objectStore('leaderboardRows');
  const top = store.index('[tournamentId+rank]').getAll(IDBKeyRange.bound([${JSON.stringify(tournamentId)}, 1], [${JSON.stringify(tournamentId)}, 50]));
  const mine = store.get([${JSON.stringify(tournamentId)}, ${JSON.stringify(accountId)}]);
  mine.onsuccess = () => {
    const rows = [...top.result, mine.result].map((record) => record.data);
    document.getElementById('board').innerHTML = rows
      .map((row) => '<tr><td>' + row.rank + '</td><td>' + row.username + '</td><td>' + row.totalProfit + '</td></tr>')
      .join('');
    requestAnimationFrame(() => (window.benchVisibleAt = performance.now()));
  };
};
</script>`;

async function timedVisit(context: BrowserContext, path: string) {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(path);
  await page.waitForFunction(visibleAt, undefined, { timeout: 30_000 }).catch(async (e) => {
    await page.screenshot({ path: '/tmp/warm-fail.png' });
    console.log(await page.evaluate(() => document.body.innerText.slice(0, 500)));
    throw e;
  });
  return (await page.evaluate(visibleAt))!;
}

/** Rows of the board cached in the portal's IndexedDB, counted with the browser's own API. */
const cachedRows = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('tradearena');
        open.onsuccess = () => {
          const count = open.result.transaction('leaderboardRows').objectStore('leaderboardRows').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );

export async function warmStartFigures(platform: Platform, board: Board): Promise<Figure[]> {
  const proxy = await startFaultProxy(platform.url);
  const browser = await persistentBrowser(proxy.url);
  try {
    await signInPersistently(browser.context(), proxy.url, board.token);
    await allowSerialised(browser.context());
    const first = await browser.context().newPage();
    await first.goto('/');
    await first.evaluate(() => navigator.serviceWorker.ready);
    await first.goto(board.path);
    await first.getByRole('table', { name: 'My rank' }).waitFor({ timeout: 30_000 });
    for (let wait = 0; wait < 300 && (await cachedRows(first)) < PLAYERS; wait += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));

    await proxy.down();
    const restarted = async (path: string) => {
      const context = await browser.restart();
      await allowSerialised(context);
      await context.addInitScript(boardVisibleProbe);
      return timedVisit(context, path);
    };
    const portal: number[] = [];
    const bare: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      portal.push(await restarted(board.path));
      // The platform stays unreachable: the proxy listens again only to hand out the bare page, once.
      await proxy.up();
      proxy.serve(/^\/api\/bench\/bare-board$/, barePage(board.tournamentId, board.accountId), 1);
      bare.push(await restarted(BARE_PATH));
      await proxy.down();
    }
    const baseline = summarize('bare', 'ms', bare);
    return [
      summarize('offline warm start, cached board of 10,000 (top rows + my rank)', 'ms', portal, {
        name: 'bare IndexedDB page',
        value: baseline.median,
      }),
      summarize('offline warm start: bare IndexedDB page (top 50 + my row)', 'ms', bare),
    ];
  } finally {
    await browser.close();
    await proxy.close();
  }
}
