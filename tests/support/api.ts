import type { InjectOptions } from 'fastify';
import type { App } from '../../server/src/app.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Calls the API as a member (or anonymously without a token), the way the portal does. */
export const callApi =
  (app: () => App) => (method: Method, url: string, token?: string, payload?: InjectOptions['payload']) =>
    app().inject({
      method,
      url: `/api/v1${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload }),
    });
