/**
 * Scripts installed in the page before its own (Playwright's addInitScript), so they see it from its first byte.
 * Each is serialised into the page: no imports, no closures over this module.
 */

import type { BrowserContext } from 'playwright-core';

/**
 * tsx compiles this file keeping function names, which wraps some in a `__name(...)` call: serialised into the
 * page, that helper must exist there too.
 */
export const allowSerialised = (context: BrowserContext) =>
  context.addInitScript({ content: 'globalThis.__name = (target) => target;' });

export type LiveRecord = { latencies: number[]; frames: number[]; longTasks: number[] };
type Probed = Window & { benchVisibleAt?: number; bench?: LiveRecord & { isRecording: boolean } };

/** Marks when the leaderboard's first player row and the "My rank" row are both in the page, at the next frame. */
export function boardVisibleProbe() {
  const page = window as Probed;
  const isVisible = () =>
    document.querySelector(
      '[role="table"][aria-label="Players"] [role="rowgroup"] ~ [role="rowgroup"] [role="row"]',
    ) && document.querySelector('[role="table"][aria-label="My rank"] [role="row"]');
  const observer = new MutationObserver(() => {
    if (!isVisible()) return;
    observer.disconnect();
    requestAnimationFrame(() => (page.benchVisibleAt = performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * While recording: every frame's length, every long task, and for each update whose leader carries the marker,
 * the time from its WebSocket message arriving to its row being written into the page (painted in that frame).
 */
export function liveBoardProbe(markerSource: string) {
  const marker = new RegExp(markerSource);
  const keyOf = (text: string | null | undefined) => {
    const found = text ? marker.exec(text) : null;
    return found ? found[0].replace(',', '') : undefined;
  };
  const bench = {
    isRecording: false,
    latencies: [] as number[],
    frames: [] as number[],
    longTasks: [] as number[],
  };
  const arrivals = new Map<string, number>();
  (window as Probed).bench = bench;

  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      this.addEventListener('message', (event: MessageEvent) => {
        const key = bench.isRecording && typeof event.data === 'string' ? keyOf(event.data) : undefined;
        if (key) arrivals.set(key, performance.now());
      });
    }
  };

  new MutationObserver((records) => {
    if (arrivals.size === 0) return;
    for (const record of records) {
      const text =
        record.type === 'characterData'
          ? record.target.textContent
          : [...record.addedNodes].map((node) => node.textContent).join(' ');
      const key = keyOf(text);
      const arrival = key === undefined ? undefined : arrivals.get(key);
      if (key === undefined || arrival === undefined) continue;
      arrivals.delete(key);
      // The board writes the DOM inside an animation frame; that frame's paint follows right after.
      bench.latencies.push(performance.now() - arrival);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });

  let last = 0;
  const onFrame = (time: number) => {
    if (bench.isRecording && last) bench.frames.push(time - last);
    last = time;
    requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
  new PerformanceObserver((list) => {
    if (bench.isRecording) for (const entry of list.getEntries()) bench.longTasks.push(entry.duration);
  }).observe({ type: 'longtask' });
}

/** Starts a recording (clearing the last) or ends it and returns what it saw. */
export const startRecording = () => {
  const bench = (window as Probed).bench!;
  Object.assign(bench, { isRecording: true, latencies: [], frames: [], longTasks: [] });
};
export const stopRecording = (): LiveRecord => {
  const bench = (window as Probed).bench!;
  bench.isRecording = false;
  return { latencies: bench.latencies, frames: bench.frames, longTasks: bench.longTasks };
};
export const visibleAt = () => (window as Probed).benchVisibleAt ?? null;
