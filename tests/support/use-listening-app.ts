import { callApi } from './api.ts';
import { socketClients } from './sockets.ts';
import { useTestApp } from './use-test-app.ts';

/** The real app listening on loopback for socket clients, on its own database, with the test's clock. */
export function useListeningApp(now: () => Date) {
  let url = '';
  const testApp = useTestApp(
    {},
    async ({ app }) => {
      url = await app.listen({ host: '127.0.0.1', port: 0 });
    },
    now,
  );
  const app = () => testApp().app;
  return {
    app,
    db: () => testApp().db,
    databaseUrl: () => testApp().url,
    call: callApi(app),
    sockets: socketClients(() => url),
  };
}
