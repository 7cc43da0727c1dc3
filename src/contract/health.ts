import { Type, type Static } from '@sinclair/typebox';

export const HealthResponse = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  version: Type.String(),
  uptimeSeconds: Type.Number(),
  database: Type.Object({ ok: Type.Boolean(), latencyMs: Type.Number() }),
  socket: Type.Object({ ok: Type.Boolean(), clients: Type.Integer() }),
  /** Whether this process runs the market, the clock and the boards (one of several processes leads). */
  leader: Type.Boolean(),
});
export type HealthResponse = Static<typeof HealthResponse>;
