import net from 'node:net';

export interface DroppingProxy {
  /** The proxy's base URL: the API's, through the proxy. */
  url: string;
  /** The Idempotency-Key of every request that passed, in order (null: a request without one). */
  keys(): Array<string | null>;
  /** Connections the clients opened. */
  connections(): number;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of the API that lets the first connection's request reach the API, then resets that
 * connection as the answer begins, so the client never sees it: a network failure after the service did the work.
 * Every later connection passes untouched.
 */
export async function droppingProxy(target: string): Promise<DroppingProxy> {
  const upstream = new URL(target);
  const received: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const first = received.length === 0;
    const index = received.push('') - 1;
    const api = net.connect(Number(upstream.port), upstream.hostname);
    sockets.add(client).add(api);
    client.on('data', (chunk: Buffer) => {
      received[index] += chunk.toString('latin1');
      api.write(chunk);
    });
    api.on('data', (chunk: Buffer) => {
      if (first) {
        // The API answered: the request was done. The client gets a reset instead of the answer.
        client.resetAndDestroy();
        api.destroy();
      } else client.write(chunk);
    });
    client.on('end', () => api.end());
    api.on('end', () => client.end());
    client.on('error', () => api.destroy());
    api.on('error', () => client.destroy());
    client.on('close', () => sockets.delete(client));
    api.on('close', () => sockets.delete(api));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    keys: () =>
      received.flatMap((text) =>
        [...text.matchAll(/(?:GET|POST|DELETE) \S+ HTTP\/1\.1\r\n([\s\S]*?)\r\n\r\n/g)].map(
          ([, head]) => /^idempotency-key: *(.*)$/im.exec(head!)?.[1]?.trim() ?? null,
        ),
      ),
    connections: () => received.length,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
