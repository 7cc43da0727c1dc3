/**
 * A crowded live tournament for the bench: thousands of players written straight into PostgreSQL in a few set-based
 * statements (signing each one up through the API would take minutes), each with a ready live account, trades and,
 * when asked, one open position, so the engine values them on every tick and the board moves.
 */
import { sql } from 'kysely';
import type { App } from '../server/src/app.ts';
import { liveTournament } from '../tests/support/trading.ts';

const SYMBOLS = ['BTCUSD', 'ETHUSD'];

export async function crowdedTournament(app: App, players: number, { withPositions = false } = {}) {
  const tournament = await liveTournament(app, { instruments: SYMBOLS, capacity: null });
  const tag = tournament.id.slice(0, 8);
  await sql`
    insert into users (firstname, lastname, email, affiliate_code, country, is_email_verified)
    select 'Bench', 'Player ' || n, 'bench-' || ${tag} || '-' || n || '@example.com', 'B' || ${tag} || n,
      (array['AE', 'FR', 'DE', 'US', null])[1 + n % 5], true
    from generate_series(1, ${players}) n`.execute(app.db);
  await sql`
    insert into trade_accounts (user_id, tournament_id, mode, status, profile_name, starting_balance, balance,
      equity, trade_count, ready_at)
    select u.id, ${tournament.id}, 'live', 'ready', 'P-' || u.lastname, 10000,
      10000 + (hashtext(u.email) % 5000), 10000 + (hashtext(u.email) % 5000), 1 + abs(hashtext(u.email)) % 20, now()
    from users u where u.email like ${`bench-${tag}-%`}`.execute(app.db);
  if (withPositions) {
    for (const [index, symbol] of SYMBOLS.entries()) {
      const price = app.market.quote(symbol)?.bid;
      if (!price) throw new Error(`no quote for ${symbol}`);
      await sql`
        insert into positions (account_id, symbol, side, volume, open_price, opened_at, margin)
        select a.id, ${symbol}, case when abs(hashtext(a.id::text || 'side')) % 2 = 0 then 'buy' else 'sell' end, 0.1,
          ${price}, now(), 100
        from trade_accounts a
        where a.tournament_id = ${tournament.id} and abs(hashtext(a.id::text)) % ${SYMBOLS.length} = ${index}`.execute(
        app.db,
      );
    }
  }
  return tournament;
}
