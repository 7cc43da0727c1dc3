import fp from 'fastify-plugin';
import { seededRandom } from '../domain/market/random-walk.ts';
import { marginOf } from '../domain/trading/engine.ts';
import { BOT_EMAIL_PATTERN } from '../db/seed-tournaments.ts';

const ACT_EVERY_MS = 1_500;
const REFRESH_EVERY = 20;
const ACTIONS_PER_ROUND = 4;

/**
 * Demo bot traders (on outside production, BOTS=off to stop them): a few bots act every round in live
 * tournaments, opening and closing positions through the same engine as members, so boards move on a fresh start.
 */
export default fp(async (app) => {
  if (!app.config.botsEnabled) return;
  const random = seededRandom(app.config.marketSeed + 7);
  let accounts: string[] = [];
  let rounds = 0;

  const refresh = async () => {
    const rows = await app.db
      .selectFrom('tradeAccounts as a')
      .innerJoin('users as u', 'u.id', 'a.userId')
      .innerJoin('tournaments as t', 't.id', 'a.tournamentId')
      .select('a.id')
      .where('u.email', 'like', BOT_EMAIL_PATTERN)
      .where('a.mode', '=', 'live')
      .where('a.status', '=', 'ready')
      .where('t.status', '=', 'live')
      .execute();
    accounts = rows.map((row) => row.id);
  };

  const act = async (accountId: string) => {
    const account = await app.book.hold(accountId);
    if (!account) return;
    const open = [...account.positions.keys()];
    if (open.length > 0 && (open.length >= 3 || random() < 0.45)) {
      await app.trading.closePosition(accountId, open[Math.floor(random() * open.length)] ?? '');
      return;
    }
    const symbols = account.instruments.length > 0 ? account.instruments : [...app.book.instruments.keys()];
    const symbol = symbols[Math.floor(random() * symbols.length)] ?? '';
    const instrument = app.book.instrumentFor(account, symbol);
    const quote = app.market.quote(symbol);
    if (!instrument || !quote) return;
    const lot = marginOf(instrument, 1, quote.ask, account.leverage);
    const steps = Math.floor(
      (account.summary.freeMargin * 0.2 * (0.2 + random())) / lot / instrument.volumeStep,
    );
    const volume = Math.min(instrument.maxVolume, Math.max(1, steps) * instrument.volumeStep);
    const side = random() < 0.5 ? 'buy' : 'sell';
    const distance = quote.bid * (0.0015 + random() * 0.004);
    const sign = side === 'buy' ? 1 : -1;
    await app.trading.placeOrder(accountId, {
      symbol,
      side,
      volume: Number(volume.toFixed(2)),
      stopLoss: Number((quote.bid - sign * distance).toFixed(instrument.digits)),
      takeProfit: Number((quote.bid + sign * distance * 1.3).toFixed(instrument.digits)),
    });
  };

  const round = async () => {
    if (!app.leadership.isLeader()) return;
    if (rounds++ % REFRESH_EVERY === 0) await refresh();
    for (let index = 0; index < ACTIONS_PER_ROUND && accounts.length > 0; index += 1) {
      const accountId = accounts[Math.floor(random() * accounts.length)] ?? '';
      // A bot's refused order (closed market, margin) is part of trading; it simply tries again later.
      await act(accountId).catch(() => undefined);
    }
  };

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(
      () => void round().catch((error) => app.log.warn({ err: error }, 'bots: round failed')),
      ACT_EVERY_MS,
    );
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
});
