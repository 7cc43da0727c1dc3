import { FetchError } from 'ofetch';
import { describe, expect, it } from 'vitest';
import { HttpError } from '@/contract/http-error.ts';
import { offlineMessage, parseRetryAfter, toHttpError } from '@/lib/api-client.ts';

const failure = (status: number, statusText: string, data: unknown) => {
  const error = new FetchError('failed');
  Object.assign(error, { response: new Response(null, { status, statusText }), data });
  return error;
};

describe('toHttpError (spec section 8)', () => {
  it('uses the status text as name, the status as code and the server message', () => {
    const error = toHttpError(
      failure(400, 'Bad Request', { message: 'Please input a valid email address!' }),
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      name: 'Bad Request',
      code: '400',
      message: 'Please input a valid email address!',
    });
  });

  it('falls back to the body as text when there is no message field', () => {
    expect(toHttpError(failure(502, 'Bad Gateway', 'upstream down'))).toMatchObject({
      code: '502',
      message: 'upstream down',
    });
  });

  it('keeps validation details', () => {
    const details = [{ field: 'email', message: 'email is required' }];
    expect(toHttpError(failure(400, 'Bad Request', { message: 'email is required', details }))).toMatchObject(
      { details },
    );
  });

  it('reports a request that got no answer as offline, with code 0', () => {
    expect(toHttpError(new TypeError('fetch failed'))).toMatchObject({
      code: '0',
      name: 'NetworkError',
      message: offlineMessage(),
    });
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, and ignores anything else', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(parseRetryAfter('30', now)).toBe(30);
    expect(parseRetryAfter('Sun, 22 Nov 2026 12:01:00 GMT', now)).toBe(60);
    expect(parseRetryAfter('Sun, 22 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
