// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { depositAddress } from '../../../server/src/domain/payments/crypto-address.ts';
import { signatureProblem, signPayload } from '../../../server/src/domain/payments/signature.ts';

describe('webhook signatures', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const body = '{"eventId":"evt_1"}';
  const header = signPayload('secret', body, now);

  it('accept the body they were made for, within the tolerance either way', () => {
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(signatureProblem('secret', body, header, now, 300)).toBeNull();
    expect(signatureProblem('secret', body, header, new Date(now.getTime() + 300_000), 300)).toBeNull();
  });

  it('refuse another body, another secret, a moved timestamp, an old one and garbage', () => {
    expect(signatureProblem('secret', `${body} `, header, now, 300)).toBe('mismatch');
    expect(signatureProblem('other', body, header, now, 300)).toBe('mismatch');
    const moved = header.replace(/t=(\d+)/, (_, t: string) => `t=${Number(t) + 1}`);
    expect(signatureProblem('secret', body, moved, now, 300)).toBe('mismatch');
    expect(signatureProblem('secret', body, header, new Date(now.getTime() + 301_000), 300)).toBe('stale');
    expect(signatureProblem('secret', body, undefined, now, 300)).toBe('missing');
    expect(signatureProblem('secret', body, 'v1=abc', now, 300)).toBe('malformed');
  });
});

describe('deposit addresses', () => {
  const bytes = Uint8Array.from({ length: 33 }, (_, index) => index * 7);

  it('take the shape of their chain', () => {
    expect(depositAddress(2, bytes)).toMatch(/^0x[0-9a-f]{40}$/);
    expect(depositAddress(5, bytes)).toMatch(/^0x[0-9a-f]{40}$/);
    expect(depositAddress(4, bytes)).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  });

  it('differ for different bytes', () => {
    expect(depositAddress(4, bytes)).not.toBe(
      depositAddress(
        4,
        bytes.map((byte) => byte ^ 1),
      ),
    );
  });
});
