import { createServer, type Socket } from 'node:net';

/**
 * A mail server on loopback that keeps what it receives: the stand-in for a real mail relay, which tests cannot
 * reach. It holds every connection without a greeting until `release()`, like a relay that is slow to answer.
 */
export async function heldSmtpSink() {
  const received: string[] = [];
  let released = false;
  const waiting: Array<() => void> = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let data = false;
    let body = '';
    const say = (line: string) => socket.write(`${line}\r\n`);
    const greet = () => say('220 sink ESMTP');
    if (released) greet();
    else waiting.push(greet);
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\r\n');
        if (data) {
          if (line === '.') {
            data = false;
            received.push(body);
            body = '';
            say('250 queued');
          } else body += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) say('250 sink');
        else if (/^DATA/i.test(line)) {
          data = true;
          say('354 go on');
        } else if (/^QUIT/i.test(line)) {
          say('221 bye');
          socket.end();
        } else say('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    release: () => {
      released = true;
      waiting.splice(0).forEach((greet) => greet());
    },
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}
