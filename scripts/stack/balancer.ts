import net from 'node:net';

export interface Balancer {
  port: number;
  /** Connections handed to each backend so far, by port. */
  counts: Map<number, number>;
  close(): Promise<void>;
}

/**
 * What stands in front of several API processes in production (a cloud load balancer, an ingress): one port,
 * connections spread round-robin over the backends, a backend that refuses a connection skipped for the next
 * one. TCP only: it never reads the HTTP it carries, so what a client sees is what the API answered.
 */
export async function startBalancer(port: number, backends: number[], host = '127.0.0.1'): Promise<Balancer> {
  let next = 0;
  const counts = new Map(backends.map((b) => [b, 0]));
  const sockets = new Set<net.Socket>();

  function connect(client: net.Socket, tried: number): void {
    if (tried >= backends.length) {
      client.destroy();
      return;
    }
    const backend = backends[next++ % backends.length]!;
    const upstream = net.connect({ port: backend, host: '127.0.0.1' });
    sockets.add(upstream);
    upstream.once('close', () => sockets.delete(upstream));
    let connected = false;
    upstream.once('error', () => {
      if (connected) client.destroy();
      else connect(client, tried + 1); // refused: this backend is down, try the next
    });
    upstream.once('connect', () => {
      connected = true;
      counts.set(backend, (counts.get(backend) ?? 0) + 1);
      upstream.setNoDelay(true);
      client.pipe(upstream);
      upstream.pipe(client);
      client.resume();
      client.once('error', () => upstream.destroy());
      client.once('close', () => upstream.destroy());
      upstream.once('close', () => client.destroy());
    });
  }

  const server = net.createServer({ pauseOnConnect: true, noDelay: true }, (client) => {
    sockets.add(client);
    client.once('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    connect(client, 0);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
