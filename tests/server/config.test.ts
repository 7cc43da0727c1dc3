// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.ts';

describe('loadConfig', () => {
  it('defaults to the embedded database on 127.0.0.1:8080', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      databaseUrl: undefined,
      mailTransport: 'outbox',
    });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      'PORT must be a whole number from 0 to 65535 (got "eighty")',
    );
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(
      'NODE_ENV must be one of development, production, test',
    );
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow('MAIL_TRANSPORT=smtp needs SMTP_URL');
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'BPublic' })).toThrow(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together',
    );
    expect(() => loadConfig({ REDIS_URL: 'http://:secret@cache:6379' })).toThrow(
      /^Invalid configuration: REDIS_URL must be a URL starting with redis:\/\/ or rediss:\/\/$/,
    );
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379' }).redisUrl).toBe('redis://cache:6379');
    expect(() => loadConfig({ VAPID_SUBJECT: 'operators@example.com' })).toThrow(
      'VAPID_SUBJECT must be a mailto: or https:// address',
    );
  });
});
