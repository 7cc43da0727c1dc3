// @vitest-environment node
import { describe, expect, inject, it } from 'vitest';
import { buildTestApp } from '../support/build-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const testApp = useTestApp();

describe('GET /api/v1/dev/outbox', () => {
  it('returns what the notifier kept, newest first, for one recipient', async () => {
    await testApp().app.notifier.send({
      channel: 'email',
      to: 'Ann@Example.com',
      subject: 'First',
      text: 'one',
    });
    await testApp().app.notifier.send({ channel: 'sms', to: '+60123456', subject: 'Code', text: 'two' });
    await testApp().app.notifier.send({
      channel: 'email',
      to: 'ann@example.com',
      subject: 'Second',
      text: 'three',
    });

    const response = await testApp().app.inject({
      method: 'GET',
      url: '/api/v1/dev/outbox?to=ANN@example.com',
    });
    expect(response.statusCode).toBe(200);
    const messages: Array<Record<string, string>> = response.json();
    expect(messages.map((message) => message.subject)).toEqual(['Second', 'First']);
    expect(messages[0]).toMatchObject({ channel: 'email', to: 'ann@example.com', text: 'three' });
    expect(Date.parse(messages[0]?.createdAt ?? '')).not.toBeNaN();
  });

  it('keeps SMS apart by phone number', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/api/v1/dev/outbox?to=%2B60123456' });
    expect(response.json()).toEqual([expect.objectContaining({ channel: 'sms', text: 'two' })]);
  });

  it('does not exist in production', async () => {
    const production = await buildTestApp(inject('databaseUrl'), { env: 'production' });
    const response = await production.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
    expect(response.statusCode).toBe(404);
    await production.close();
  });
});
