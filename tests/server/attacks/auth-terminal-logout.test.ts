// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { terminalClients } from '../../support/terminal-clients.ts';
import { enteredMember, liveTournament } from '../../support/trading.ts';
import { useListeningApp } from '../../support/use-listening-app.ts';

/**
 * A terminal belongs to the member session that opened it (auth-terminal-revocation.test.ts covers a password
 * reset and a lost approval): logging out ends it on HTTP, its open socket and a reconnect, while the same
 * member's terminal opened on another device keeps working.
 */
const { app, db, call } = useListeningApp(() => new Date());
const terminals = terminalClients(app);
const terminalSocket = terminals.open;
const connected = terminals.outcome;

describe('logout', () => {
  it('ends the terminals of that session only: HTTP refused, socket closed, reconnect refused', async () => {
    const tournament = await liveTournament(app());
    const member = await enteredMember(app(), db(), tournament.id);
    const otherDevice = await app().sessions.create(member.user.id);
    const here = await terminals.openWorking(member.token, tournament.id, member.accountId);
    const there = await terminals.openWorking(otherDevice.token, tournament.id, member.accountId);
    let thereClosed = false;
    there.socket.once('disconnect', () => (thereClosed = true));
    const closed = new Promise((resolve) => here.socket.once('disconnect', resolve));

    expect((await call('POST', '/auth/logout', member.token)).statusCode).toBe(204);

    const refused = await here.terminal.call('GET', '/state');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBeTruthy();
    await expect(closed).resolves.toBe('io server disconnect');
    expect(
      (await here.terminal.call('POST', '/orders', { symbol: 'EURUSD', side: 'buy', volume: 1 })).statusCode,
    ).toBe(401);
    expect(await connected(terminalSocket(here.terminal.token))).toBe('unauthorized');

    // The other device's terminal is untouched.
    expect(thereClosed).toBe(false);
    expect(there.socket.connected).toBe(true);
    expect((await there.terminal.call('GET', '/state')).statusCode).toBe(200);
    expect(await connected(terminalSocket(there.terminal.token))).toBe('connected');
  });

  it('also spoils an embed token issued before it: it can no longer open a terminal', async () => {
    const tournament = await liveTournament(app());
    const member = await enteredMember(app(), db(), tournament.id);
    const trade = await call(
      'GET',
      `/tournaments/tradeTournament/${tournament.id}/${member.accountId}`,
      member.token,
    );
    const embedToken = trade.json().embedToken.token as string;
    expect((await call('POST', '/auth/logout', member.token)).statusCode).toBe(204);
    const exchanged = await call('POST', '/terminal/session', undefined, { embedToken });
    expect(exchanged.statusCode).toBe(401);
  });
});
