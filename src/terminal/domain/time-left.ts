/**
 * "Time left" follows the server's clock: a device set a few minutes off must not show trading open (or closed)
 * when it is not. The offset is measured once per state load and applied to the device's ticking clock.
 */

/** How far the server's clock is ahead of the device's, in ms. */
export function clockOffset(serverTimeIso: string, receivedAtMs: number) {
  const serverMs = Date.parse(serverTimeIso);
  return Number.isNaN(serverMs) ? 0 : serverMs - receivedAtMs;
}

/** Milliseconds until `endIso` on the server's clock; never negative. */
export function timeLeftMs(endIso: string, deviceNowMs: number, offsetMs: number) {
  const endMs = Date.parse(endIso);
  if (Number.isNaN(endMs)) return 0;
  return Math.max(0, endMs - (deviceNowMs + offsetMs));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "2d 03:04:05" past a day, else "03:04:05"; `daysSuffix` is the translated unit. */
export function formatTimeLeft(ms: number, daysSuffix = 'd') {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${days}${daysSuffix} ${clock}` : clock;
}
