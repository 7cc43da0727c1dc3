/**
 * A forked bench child with a typed request/answer channel over IPC: the parent calls `child.call(command, ...args)`,
 * the child answers with `serve(commands)`. Children run TypeScript through tsx, like `npm run bench` itself, so a
 * server measured in a child has its own CPU time and its own RSS, apart from the load client in the parent.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

type Commands = Record<string, (...args: never[]) => unknown>;
type Request = { id: number; command: string; args: unknown[] };
type Answer = { id: number; result?: unknown; error?: string } | { ready: true };

export type Child<C extends Commands> = {
  pid: number;
  call: <K extends keyof C & string>(
    command: K,
    ...args: Parameters<C[K]>
  ) => Promise<Awaited<ReturnType<C[K]>>>;
  /** Disconnects; the child closes what it runs and exits (killed by its pid if it has not within 10 s). */
  close: () => Promise<void>;
};

/** Forks `file` (a bench module calling `serve`) and resolves once it serves. */
export function startChild<C extends Commands>(file: URL, args: string[] = []): Promise<Child<C>> {
  const child = fork(fileURLToPath(file), args, {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolveChild, rejectChild) => {
    child.once('exit', (code, signal) => {
      const error = new Error(`bench child ${file.pathname} exited (${code ?? signal})`);
      rejectChild(error);
      for (const { reject } of pending.values()) reject(error);
      pending.clear();
    });
    child.on('message', (answer: Answer) => {
      if ('ready' in answer) {
        resolveChild({
          pid: child.pid ?? 0,
          call: (command, ...args) =>
            new Promise((resolve, reject) => {
              nextId += 1;
              pending.set(nextId, { resolve, reject });
              child.send({ id: nextId, command, args } satisfies Request);
            }),
          close: async () => {
            if (child.connected) child.disconnect();
            const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
            await exited;
            clearTimeout(timer);
          },
        });
        return;
      }
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      if (answer.error !== undefined) waiting?.reject(new Error(answer.error));
      else waiting?.resolve(answer.result as never);
    });
  });
}

/** In the child: answers the parent's calls; `shutdown` runs when the parent disconnects, then the child exits. */
export function serve(commands: Commands, shutdown: () => Promise<void>) {
  const send = (answer: Answer) => process.send?.(answer);
  process.on('message', (request: Request) => {
    const command = commands[request.command];
    Promise.resolve()
      .then(() => {
        if (!command) throw new Error(`unknown command ${request.command}`);
        return (command as (...args: unknown[]) => unknown)(...request.args);
      })
      .then(
        (result) => send({ id: request.id, result }),
        (error: unknown) =>
          send({
            id: request.id,
            error: error instanceof Error ? (error.stack ?? error.message) : String(error),
          }),
      );
  });
  process.once('disconnect', () => {
    void shutdown()
      .catch((error: unknown) => console.error('bench child: shutdown failed', error))
      .finally(() => process.exit(0));
  });
  send({ ready: true });
}
