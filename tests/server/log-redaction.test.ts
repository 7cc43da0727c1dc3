// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../server/src/lib/log-redaction.ts';

describe('redactUrl', () => {
  it('keeps file-link signatures, tokens and upload grants out of the log', () => {
    expect(redactUrl('/api/v1/files/content/abc?expires=1700000000&signature=Zm9vYmFy_-')).toBe(
      '/api/v1/files/content/abc?expires=1700000000&signature=[redacted]',
    );
    expect(redactUrl('/api/v1/auth/reset-password?token=secret&x=1')).toBe(
      '/api/v1/auth/reset-password?token=[redacted]&x=1',
    );
    expect(redactUrl('/api/v1/files/direct/id.123.sig')).toBe('/api/v1/files/direct/[redacted]');
    expect(redactUrl('/api/v1/auth/verify-email/PX8_RLm3_-vHO9g8-jYirA')).toBe(
      '/api/v1/auth/verify-email/[redacted]',
    );
    expect(redactUrl('/verify-email/PX8_RLm3_-vHO9g8-jYirA?x=1')).toBe('/verify-email/[redacted]?x=1');
    expect(redactUrl('/api/v1/tournaments/activeTournaments?type=mini')).toBe(
      '/api/v1/tournaments/activeTournaments?type=mini',
    );
  });
});
