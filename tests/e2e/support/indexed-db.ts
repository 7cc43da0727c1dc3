import type { Page } from 'playwright-core';

/** Rows in one of the portal's IndexedDB tables, read with the browser's own API. */
export const rowsIn = (page: Page, table: string) =>
  page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('tradearena');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction(name).objectStore(name).count();
          count.onsuccess = () => {
            resolve(count.result);
            open.result.close();
          };
        };
      }),
    table,
  );
