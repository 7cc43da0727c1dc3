// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { callApi } from '../support/api.ts';
import { createMember } from '../support/build-app.ts';
import { createTournament, grantCredit } from '../support/tournaments.ts';
import { useTestApp } from '../support/use-test-app.ts';

/** PAYMENT_PROVIDER=none (the production default until a provider is configured). */
const testApp = useTestApp({ paymentProvider: 'none' });
const call = callApi(() => testApp().app);

describe('without a payment provider', () => {
  it('refuses card and crypto with a message, takes credit, and serves no sandbox pages', async () => {
    const { token, user } = await createMember(testApp().app);
    const tournament = await createTournament(testApp().db, { price: 10 });
    for (const body of [{ method: 'card' }, { method: 'crypto', chainType: 2 }]) {
      const response = await call('POST', '/payments/checkout', token, {
        tournamentId: tournament.id,
        ...body,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'Card and crypto payments are not available right now. Please use a ticket or credit.',
      );
    }
    const transactions = await testApp()
      .db.selectFrom('transactions')
      .select('id')
      .where('userId', '=', user.id)
      .execute();
    expect(transactions).toEqual([]);
    await grantCredit(testApp().db, user.id, 10);
    expect(
      (await call('POST', '/payments/checkout', token, { tournamentId: tournament.id, method: 'credit' }))
        .statusCode,
    ).toBe(201);
    expect((await call('GET', '/payments/sandbox/sbx_pay_AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
  });
});
