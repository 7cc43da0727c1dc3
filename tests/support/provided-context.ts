/** What the global setups hand to test files through `inject()`. */
declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}
export {};
