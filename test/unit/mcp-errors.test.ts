import { Writable } from 'node:stream';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import pino from 'pino';
import { MAX_ARGUMENT_DEPTH, tooDeep } from '../../mcp/arguments';
import { createMcpServer, type CallRoute } from '../../mcp/server';

/** A server whose route caller is `call`, a client connected to it, and the lines its logger wrote. */
async function connected(call: CallRoute) {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const server = createMcpServer({
    scopes: ['copy:write', 'usage:read'],
    call,
    requestId: 'req_aaaaaaaaaaaaaaaaaaaaaaaaaa',
    media: null,
    logger: pino({ level: 'info' }, sink),
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'unit', version: '1.0.0' });
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  return { client, lines };
}

const text = (r: CallToolResult) => (r.content[0] as { text: string }).text;

describe('MCP tool errors', () => {
  it('word a failure nobody expected as the tool’s own, log the exception, and never show its message', async () => {
    const { client, lines } = await connected(() => {
      throw new RangeError('Maximum call stack size exceeded');
    });
    try {
      const paid = (await client.callTool({
        name: 'generate_copy',
        arguments: { description: 'قهوة مختصة', market: 'SA', idempotency_key: 'unit-1' },
      })) as CallToolResult;
      expect(paid.isError).toBe(true);
      expect(text(paid)).toBe(
        'internal_error: generate_copy failed: the service could not complete the call. Retry it with the same idempotency_key: a retry never charges twice.',
      );
      expect(paid.structuredContent).toMatchObject({
        code: 'internal_error',
        status: 500,
        request_id: 'req_aaaaaaaaaaaaaaaaaaaaaaaaaa',
      });
      const free = (await client.callTool({ name: 'get_usage', arguments: {} })) as CallToolResult;
      expect(text(free)).toBe(
        'internal_error: get_usage failed: the service could not complete the call. Retry it shortly.',
      );
      expect(JSON.stringify([paid, free])).not.toMatch(/Maximum call stack|RangeError/);
      // The log keeps what the caller is not told.
      const logged = lines.filter((l) => l.msg === 'MCP tool call failed');
      expect(logged.map((l) => l.tool)).toEqual(['generate_copy', 'get_usage']);
      expect((logged[0]!.err as { message: string }).message).toBe('Maximum call stack size exceeded');
    } finally {
      await client.close();
    }
  });

  it('keep a route’s own problem as it is: title, detail and its retry time', async () => {
    const { client } = await connected(async () => ({
      status: 429,
      body: {
        type: '/v1/problems/rate_limited',
        title: 'Too many requests',
        status: 429,
        code: 'rate_limited',
        detail: 'This key made more than 2 read requests this minute; retry after 7 s.',
        request_id: 'req_bbbbbbbbbbbbbbbbbbbbbbbbbb',
      },
      retryAfterSeconds: 7,
    }));
    try {
      const limited = (await client.callTool({ name: 'get_usage', arguments: {} })) as CallToolResult;
      expect(text(limited)).toBe(
        'rate_limited: This key made more than 2 read requests this minute; retry after 7 s.',
      );
      expect(limited.structuredContent).toMatchObject({ title: 'Too many requests', status: 429 });
    } finally {
      await client.close();
    }
  });

  it('measure nesting without recursion, naming the argument that nests too deep', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const atLimit = JSON.parse(
      `${'['.repeat(MAX_ARGUMENT_DEPTH)}${']'.repeat(MAX_ARGUMENT_DEPTH)}`,
    ) as unknown;
    expect(
      tooDeep({ metadata: deep, brief: { a: { b: 'c' } }, fine: atLimit, a$b: [[[{ x: deep }]]] }),
    ).toEqual([
      { pointer: '/metadata', detail: `nests more than ${MAX_ARGUMENT_DEPTH} levels deep` },
      { pointer: '/a$b', detail: `nests more than ${MAX_ARGUMENT_DEPTH} levels deep` },
    ]);
  });
});
