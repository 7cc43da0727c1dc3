/** The page asks the waiting worker to take over only after the member agreed (and the outbox is empty). */
export function registerMessages(self: ServiceWorkerGlobalScope) {
  self.addEventListener('message', (event) => {
    const data: unknown = event.data;
    if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
      void self.skipWaiting();
    }
  });
}
