import { io, type Socket } from 'socket.io-client';

/** socket.io clients the way the portal opens them; `closeAll` ends every one opened. */
export function socketClients(url: () => string) {
  const sockets: Socket[] = [];
  const open = (token: string | undefined) => {
    const socket = io(url(), {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
    });
    sockets.push(socket);
    return socket;
  };
  const connected = (socket: Socket) =>
    new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
  /** How a connection attempt ended: 'connected', or the refusal's message. */
  const outcome = (socket: Socket) =>
    new Promise<string>((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', (error) => resolve(error.message));
    });
  const subscribe = (socket: Socket, tournamentId: string) =>
    new Promise<unknown>((resolve) => socket.emit('subscribe', { tournamentId }, resolve));
  /** A connected, subscribed socket collecting the payloads of one event. */
  const listen = async (token: string, event: string, tournamentId: string) => {
    const socket = open(token);
    const received: unknown[] = [];
    socket.on(event, (payload: unknown) => received.push(payload));
    await connected(socket);
    await subscribe(socket, tournamentId);
    return received;
  };
  const closeAll = () => sockets.forEach((socket) => socket.disconnect());
  return { open, connected, outcome, subscribe, listen, closeAll };
}
