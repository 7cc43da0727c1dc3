/**
 * The HTTP clients of the soak: traders working the real terminal API the way the terminal does (a session from
 * the embed token, the state, then market orders with an Idempotency-Key and whole closes), and readers of the
 * board. Every request is tallied by kind and status; a request with no answer counts as `network` or `timeout`.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_PREFIX, type Instrument, type Position, type TerminalState } from '../server/src/contract.ts';
import type { Ledger } from './soak-invariants.ts';
import type { SoakMember } from './soak-platform.ts';

const REQUEST_TIMEOUT_MS = 30_000;
/** A trader keeps at most this many positions open; past it, the next action is a close. */
const MAX_OPEN = 3;
/**
 * An order with no answer or a 5xx is sent again with its Idempotency-Key, so the ledger knows what became of it;
 * a close answered 5xx is sent again.
 */
const RETRIES = 5;
const RETRY_PAUSE_MS = 2_000;

export type Kind =
  | 'session'
  | 'state'
  | 'order'
  | 'order retry'
  | 'close'
  | 'close retry'
  | 'wind-down close'
  | 'top-100'
  | 'whole board';
export type Tally = { attempted: number; byStatus: Record<string, number>; latencies: number[] };

export function tallies() {
  const byKind = new Map<Kind, Tally>();
  return {
    of(kind: Kind): Tally {
      const known = byKind.get(kind);
      if (known) return known;
      const made: Tally = { attempted: 0, byStatus: {}, latencies: [] };
      byKind.set(kind, made);
      return made;
    },
    all: () => Object.fromEntries(byKind) as Partial<Record<Kind, Tally>>,
  };
}
export type Tallies = ReturnType<typeof tallies>;

type Answer<T> = { status: number; body: T } | { status: 'network' | 'timeout' };

/** One request, timed; 2xx latencies go to the tally (time to the whole body). */
async function request<T>(
  tally: Tally,
  url: string,
  init: { method?: string; token?: string; body?: object; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  tally.attempted += 1;
  const started = performance.now();
  let answer: Answer<T>;
  try {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => null)) as T;
    answer = { status: response.status, body };
    if (response.ok) tally.latencies.push(performance.now() - started);
  } catch (error) {
    answer = {
      status: error instanceof DOMException && error.name === 'TimeoutError' ? 'timeout' : 'network',
    };
  }
  tally.byStatus[answer.status] = (tally.byStatus[answer.status] ?? 0) + 1;
  return answer;
}

const isOk = <T>(answer: Answer<T>): answer is { status: number; body: T } =>
  typeof answer.status === 'number' && answer.status >= 200 && answer.status < 300;

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

/** A terminal opened for one member: its session token and the instruments it may trade. */
export async function openTerminal(base: string, member: SoakMember, tally: Tallies) {
  const api = `${base}${API_PREFIX}/terminal`;
  const session = await request<{ token: string }>(tally.of('session'), `${api}/session`, {
    method: 'POST',
    body: { embedToken: member.embedToken },
  });
  if (!isOk(session)) throw new Error(`terminal session refused: ${session.status}`);
  const state = await request<TerminalState>(tally.of('state'), `${api}/state`, {
    token: session.body.token,
  });
  if (!isOk(state)) throw new Error(`terminal state refused: ${state.status}`);
  return { member, token: session.body.token, instruments: state.body.instruments };
}
export type Terminal = Awaited<ReturnType<typeof openTerminal>>;

/**
 * Trades until `stopAt`: an action every `paceMs` on average (uniform between half and one and a half), a new
 * order or, half the time when something is open (always at MAX_OPEN), the close of an open position. Then
 * closes what is still open ('wind-down close'), so that the board comes to rest for the convergence check.
 */
export async function trade(
  base: string,
  terminal: Terminal,
  { paceMs, stopAt }: { paceMs: number; stopAt: number },
  tally: Tallies,
  ledger: Ledger,
) {
  const api = `${base}${API_PREFIX}/terminal`;
  const { token, member } = terminal;
  const open: string[] = [];
  const close = async (kind: Kind, id: string) => {
    const send = (as: Kind) =>
      request<unknown>(tally.of(as), `${api}/positions/${id}/close`, { method: 'POST', token, body: {} });
    let answer = await send(kind);
    // A 5xx asks for a retry (a close has no key: a repeat of one that was made answers 404, handled below).
    for (
      let retry = 0;
      retry < RETRIES && typeof answer.status === 'number' && answer.status >= 500;
      retry += 1
    ) {
      await sleep(RETRY_PAUSE_MS);
      answer = await send('close retry');
    }
    const { status } = answer;
    if (isOk(answer)) ledger.closes.push({ id, accountId: member.accountId });
    else if (typeof status !== 'number') ledger.unansweredCloses += 1;
    // Closed, or not open any more (an earlier close whose answer never came): either way not ours to close.
    if (isOk(answer) || status === 404) open.splice(open.indexOf(id), 1);
  };
  const order = async (instrument: Instrument) => {
    const asked = {
      symbol: instrument.symbol,
      side: Math.random() < 0.5 ? 'buy' : 'sell',
      volume: Number((instrument.minVolume * (1 + Math.floor(Math.random() * 5))).toFixed(8)),
    } as const;
    const send = (kind: Kind) =>
      request<Position>(tally.of(kind), `${api}/orders`, {
        method: 'POST',
        token,
        body: asked,
        headers: { 'idempotency-key': key },
      });
    const key = randomUUID();
    // A 5xx asks for a retry, and says nothing of an earlier attempt still running: only 2xx and 4xx settle it.
    const isPending = ({ status }: Answer<Position>) =>
      typeof status !== 'number' || status === 409 || status >= 500;
    let answer = await send('order');
    // No answer, still running or a 5xx: the same key tells what became of it (DECISIONS.md section 3).
    for (let retry = 0; retry < RETRIES && isPending(answer); retry += 1) {
      await sleep(RETRY_PAUSE_MS);
      answer = await send('order retry');
    }
    if (isPending(answer)) ledger.unansweredOrders += 1;
    else if (isOk(answer)) {
      ledger.orders.push({ id: answer.body.id, accountId: member.accountId, ...asked });
      open.push(answer.body.id);
    }
  };
  const pause = () => sleep(Math.min(paceMs * (0.5 + Math.random()), Math.max(0, stopAt - Date.now())));

  await sleep(Math.random() * paceMs); // traders do not start in step
  while (Date.now() < stopAt) {
    if (open.length >= MAX_OPEN || (open.length > 0 && Math.random() < 0.5)) await close('close', pick(open));
    else await order(pick(terminal.instruments));
    await pause();
  }
  for (const id of [...open]) await close('wind-down close', id);
}

/** Reads the board as the tournament screen does, alternating the top 100 and the whole board, until `stopAt`. */
export async function read(
  base: string,
  token: string,
  tournamentId: string,
  { paceMs, stopAt }: { paceMs: number; stopAt: number },
  tally: Tallies,
) {
  await sleep(Math.random() * paceMs);
  for (let turn = 0; Date.now() < stopAt; turn += 1) {
    if (turn % 2 === 0)
      await request(
        tally.of('top-100'),
        `${base}${API_PREFIX}/tournaments/${tournamentId}?leaderBoard=true`,
        {
          token,
        },
      );
    else
      await request(tally.of('whole board'), `${base}${API_PREFIX}/tournaments/leaderBoard/${tournamentId}`, {
        token,
      });
    await sleep(paceMs * (0.5 + Math.random()));
  }
}
