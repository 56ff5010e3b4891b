/**
 * A TCP proxy on 127.0.0.1 that a test can cut and restore, to take a database away, or stall
 * and resume, as a process stopped with SIGSTOP holds its connections and answers nothing.
 */
import { once } from 'node:events';
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones, as a dead database host would. */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
  /** Forwards nothing, in either direction, until `resume`; connections stay open. */
  stall(): void;
  /** Forwards what was held, then everything again. */
  resume(): void;
  /** Bytes sent on towards the target so far. */
  bytesToTarget(): number;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  let stalled = false;
  let held: Array<() => void> = [];
  let toTarget = 0;
  const forward = (from: Socket, to: Socket, counted: boolean) =>
    from.on('data', (chunk: Buffer) => {
      const send = () => {
        if (counted) toTarget += chunk.length;
        to.write(chunk);
      };
      if (stalled) held.push(send);
      else send();
    });
  const server: Server = createServer((client) => {
    const upstream = createConnection(targetPort, targetHost);
    track(client);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    forward(client, upstream, true);
    forward(upstream, client, false);
  });

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };

  const stop = async () => {
    if (!server.listening) return;
    const closed = new Promise((resolve) => server.close(resolve));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    port,
    cut: stop,
    async restore() {
      server.listen(port, '127.0.0.1');
      await once(server, 'listening');
    },
    stall: () => void (stalled = true),
    resume() {
      stalled = false;
      const sends = held;
      held = [];
      for (const send of sends) send();
    },
    bytesToTarget: () => toTarget,
    close: stop,
  };
}
