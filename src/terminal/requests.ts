import type { Candle } from '../contract/market.ts';
import type {
  ClosedTrade,
  OrderRequest,
  Position,
  TerminalSession,
  TerminalState,
} from '../contract/trading.ts';
import { idempotencyKey, request } from './api.ts';

/** Every terminal call of the platform's API (docs/api.md), typed from the contract. */

export const createSession = (embedToken: string) =>
  request<TerminalSession>('/terminal/session', {
    method: 'POST',
    body: { embedToken },
    isAnonymous: true,
  });

export const getState = () => request<TerminalState>('/terminal/state');

export const getCandles = (symbol: string, limit = 300) =>
  request<Candle[]>('/terminal/candles', { query: { symbol, limit } });

export const getHistory = (before?: string, limit = 50) =>
  request<ClosedTrade[]>('/terminal/history', { query: { limit, before } });

export const placeOrder = (order: OrderRequest) =>
  request<Position>('/terminal/orders', {
    method: 'POST',
    body: order,
    headers: { 'Idempotency-Key': idempotencyKey() },
  });

export const closePosition = (id: string) =>
  request<ClosedTrade>(`/terminal/positions/${encodeURIComponent(id)}/close`, { method: 'POST', body: {} });
