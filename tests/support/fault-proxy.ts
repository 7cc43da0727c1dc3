import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';

type Rule = { method: string; path: RegExp; status: number; body: string; type: string; times: number };
export type Forwarded = { method: string; path: string; status: number; replayed: boolean; isCut?: boolean };
/**
 * How the proxy treats what passes while it is faulty: `cut` forwards each request (the platform does the work)
 * and breaks the answer off mid-way, `reset` resets the connection as each request arrives (the platform never
 * sees it). Socket upgrades are reset in either mode.
 */
export type Fault = 'cut' | 'reset';

/**
 * A loopback proxy between Chromium and the real platform that can play the network's faults: `down()` refuses
 * every connection as a stopped server does, `up()` listens again on the same port, and `answer()` replies in the
 * platform's place a given number of times. `log` lists what really reached the platform. `faulty()`, `delay()`
 * and `resetAll()` play a bad network: answers broken off mid-way, connections reset, latency; `heal()` ends it.
 */
export async function startFaultProxy(target: string) {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  const rules: Rule[] = [];
  const log: Forwarded[] = [];
  const network = { fault: null as Fault | null, latencyMs: 0, faults: 0 };
  const later = (then: () => void) =>
    network.latencyMs > 0 ? void setTimeout(then, network.latencyMs) : then();

  /** Sends the status, the headers and half the first chunk of the body, then resets the connection. */
  const cut = (answer: IncomingMessage, res: ServerResponse) => {
    network.faults += 1;
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.once('data', (chunk: Buffer) => {
      res.write(chunk.subarray(0, Math.ceil(chunk.length / 2)));
      res.socket?.resetAndDestroy();
    });
    answer.once('end', () => res.socket?.resetAndDestroy());
    answer.resume();
  };

  const takeRule = (req: IncomingMessage) => {
    const rule = rules.find(
      (candidate) =>
        candidate.method === req.method && candidate.path.test(req.url ?? '') && candidate.times > 0,
    );
    if (rule) rule.times -= 1;
    return rule;
  };

  const server = createServer((req, res) => {
    const rule = takeRule(req);
    if (rule) {
      res.writeHead(rule.status, { 'content-type': rule.type }).end(rule.body);
      return;
    }
    later(() => pass(req, res));
  });

  const pass = (req: IncomingMessage, res: ServerResponse) => {
    if (network.fault === 'reset') {
      network.faults += 1;
      req.socket.resetAndDestroy();
      return;
    }
    const isCut = network.fault === 'cut';
    const outgoing = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        log.push({
          method: req.method ?? '',
          path: req.url ?? '',
          status: answer.statusCode ?? 0,
          replayed: answer.headers['idempotent-replayed'] === 'true',
          ...(isCut && { isCut }),
        });
        if (isCut) return cut(answer, res);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    outgoing.on('error', () => res.destroy());
    req.pipe(outgoing);
  };

  server.on('upgrade', (req: IncomingMessage, client: Socket, head: Buffer) => {
    if (network.fault) {
      network.faults += 1;
      client.resetAndDestroy();
      return;
    }
    later(() => upgrade(req, client, head));
  });
  const upgrade = (req: IncomingMessage, client: Socket, head: Buffer) => {
    const socket = connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      socket.write(head);
      socket.pipe(client).pipe(socket);
    });
    for (const end of [socket, client]) {
      sockets.add(end);
      end.on('close', () => sockets.delete(end));
      end.on('error', () => (end === socket ? client : socket).destroy());
    }
  };
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const listen = (port: number) =>
    new Promise<number>((resolve) => {
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const port = await listen(0);

  return {
    url: `http://127.0.0.1:${port}`,
    log,
    /** The platform is unreachable: open connections are cut and new ones refused. */
    down: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
    up: async () => {
      await listen(port);
    },
    /** Answers the next `times` matching requests itself with `status` (the platform never sees them). */
    answer(method: string, path: RegExp, status: number, times: number, message = `Status ${status}`) {
      rules.push({
        method,
        path,
        status,
        times,
        body: JSON.stringify({ message }),
        type: 'application/json',
      });
    },
    /** Serves the next `times` GETs of `path` with a page of its own (the platform never sees them). */
    serve(path: RegExp, html: string, times: number) {
      rules.push({ method: 'GET', path, status: 200, times, body: html, type: 'text/html; charset=utf-8' });
    },
    /** From now on every request meets `fault` (see `Fault`), until `heal()`. */
    faulty(fault: Fault) {
      network.fault = fault;
    },
    /** Every request and socket upgrade waits `ms` before it goes on. */
    delay(ms: number) {
      network.latencyMs = ms;
    },
    /** Resets every open connection now (keep-alive and socket.io alike), as a lost route does. */
    resetAll() {
      for (const socket of sockets) socket.resetAndDestroy();
    },
    /** The network is good again: no fault, no latency. */
    heal() {
      network.fault = null;
      network.latencyMs = 0;
    },
    /** How many requests and upgrades met a fault so far. */
    faults: () => network.faults,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (!server.listening) return resolve();
        server.close(() => resolve());
      }),
  };
}
export type FaultProxy = Awaited<ReturnType<typeof startFaultProxy>>;
