/** The one contract shared with the portal, terminal and service worker. */
export * from '../../src/contract/index.ts';
