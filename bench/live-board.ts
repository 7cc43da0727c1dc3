/**
 * The live board in the browser: the leaderboard detail of a 10,000-player tournament in headless Chromium
 * (desktop size, no CPU throttling), first with no updates (the baseline), then receiving 20 updates a second of
 * 50 rows each for 20 s. Then the same page stays live for 5 minutes and its JS heap is compared, after a garbage
 * collection at each end, to catch a leak.
 */
import type { Browser, Page } from 'playwright-core';
import { signIn, VIEWPORTS } from '../tests/e2e/support/browser.ts';
import type { Platform } from '../tests/e2e/support/platform.ts';
import { feedBoard, MARKER_PATTERN } from './board-feed.ts';
import {
  allowSerialised,
  liveBoardProbe,
  startRecording,
  stopRecording,
  type LiveRecord,
} from './page-probes.ts';
import { percentile, summarize, type Figure } from './stats.ts';

const EVENTS_PER_SECOND = 20;
const WINDOW_MS = 20_000;
const SOAK_MS = 5 * 60_000;
const LONG_FRAME_MS = 50;

type Board = { path: string; tournamentId: string; token: string };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function openBoard(browser: Browser, platform: Platform, board: Board) {
  const context = await browser.newContext({ baseURL: platform.url, viewport: VIEWPORTS.desktop });
  await signIn(context, platform.url, board.token);
  await allowSerialised(context);
  await context.addInitScript(liveBoardProbe, MARKER_PATTERN.source);
  const page = await context.newPage();
  await page.goto(board.path);
  await page.getByRole('table', { name: 'My rank' }).waitFor({ timeout: 30_000 });
  // The snapshot has landed and been cached; what follows is the live part only.
  await sleep(2_000);
  return page;
}

async function record(page: Page, during: () => Promise<void>): Promise<LiveRecord> {
  await page.evaluate(startRecording);
  await during();
  return page.evaluate(stopRecording);
}

const usedHeap = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
};

function frameFigures(live: LiveRecord, still: LiveRecord, events: number): Figure[] {
  const name = 'live board 10,000 rows, 20 ev/s';
  const same = `${name}, no updates`;
  // Counts that are 0 with no updates have no ratio: the baseline is printed as a figure of its own.
  const longest = (run: LiveRecord) => Math.max(0, ...run.longTasks);
  const slowFrames = (run: LiveRecord) => run.frames.filter((frame) => frame > LONG_FRAME_MS).length;
  return [
    summarize(`${name}: longest task over 50 ms (0 = none)`, 'ms', [longest(live)]),
    summarize(`${same}: longest task over 50 ms`, 'ms', [longest(still)]),
    summarize(`${name}: frames over 50 ms`, 'frames', [slowFrames(live)]),
    summarize(`${same}: frames over 50 ms`, 'frames', [slowFrames(still)]),
    summarize(`${name}: frame p95`, 'ms', [percentile(live.frames, 0.95)], {
      name: 'no updates',
      value: percentile(still.frames, 0.95),
    }),
    summarize(`${name}: event to screen p50`, 'ms', [percentile(live.latencies, 0.5)]),
    summarize(`${name}: event to screen p95`, 'ms', [percentile(live.latencies, 0.95)]),
    summarize(`${name}: events drawn`, 'of sent', [live.latencies.length / Math.max(events, 1)]),
  ];
}

/**
 * The 20 s figures, then (started at once, finished by `heap()`) the 5-minute heap soak on the same page, so the
 * caller can measure other things meanwhile.
 */
export async function liveBoardFigures(browser: Browser, platform: Platform, board: Board, soakMs = SOAK_MS) {
  const page = await openBoard(browser, platform, board);
  const still = await record(page, () => sleep(WINDOW_MS));
  const feed = await feedBoard(platform, board.tournamentId, EVENTS_PER_SECOND);
  const before = feed.sent();
  const live = await record(page, () => sleep(WINDOW_MS));
  const figures = frameFigures(live, still, feed.sent() - before);

  const heapAtStart = await usedHeap(page);
  const soakEnds = Date.now() + soakMs;
  const heap = async (): Promise<Figure[]> => {
    await sleep(soakEnds - Date.now());
    const heapAtEnd = await usedHeap(page);
    feed.stop();
    await page.context().close();
    const mb = (bytes: number) => bytes / 1024 / 1024;
    return [
      summarize('portal JS heap after 5 min live (after GC)', 'MB', [mb(heapAtEnd)], {
        name: 'heap at the start',
        value: mb(heapAtStart),
      }),
    ];
  };
  return { figures, heap };
}
