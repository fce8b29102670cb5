import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { ROUTES } from '../../contract/routes';
import { SCOPES } from '../../contract/enums';
import { allowed, inputSchema, toRequest, TOOLS } from '../../mcp/tools';
import { toolResult } from '../../mcp/server';
import { FUZZ_ENDPOINTS } from '../helpers/fuzz-endpoints';

const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));

describe('MCP tools', () => {
  it('each is one route of the contract, named once, with a JSON Schema that compiles', () => {
    expect(new Set(TOOLS.map((t) => t.name)).size).toBe(TOOLS.length);
    for (const tool of TOOLS) {
      expect(ROUTES).toContain(tool.route);
      expect(() => ajv.compile(inputSchema(tool))).not.toThrow();
    }
  });

  it("accepts the route's own valid requests (the suite's catalog), with the ids and idempotency_key", () => {
    let checked = 0;
    for (const tool of TOOLS) {
      const endpoint = FUZZ_ENDPOINTS.find(
        (e) =>
          e.method === tool.route.method.toUpperCase() &&
          e.path === tool.route.path.replace(/\{[^}]+\}/, '{id}'),
      );
      if (!endpoint?.body || tool.fixed) continue;
      const args = {
        ...endpoint.body,
        ...Object.fromEntries(
          Object.keys(tool.route.params ?? {}).map((p) => [p, 'wtd_aaaaaaaaaaaaaaaaaaaaaaaaaa']),
        ),
        ...(tool.route.billable ? { idempotency_key: 'retry-1' } : {}),
      };
      const validate = ajv.compile(inputSchema(tool));
      expect({ tool: tool.name, ok: validate(args), errors: validate.errors ?? null }).toEqual({
        tool: tool.name,
        ok: true,
        errors: null,
      });
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(6);
  });

  it('every paid tool requires an idempotency_key and says its cost; free ones say they are free', () => {
    for (const tool of TOOLS) {
      const required = (inputSchema(tool).required as string[]) ?? [];
      expect({ tool: tool.name, key: required.includes('idempotency_key') }).toEqual({
        tool: tool.name,
        key: tool.route.billable === true,
      });
      expect({ tool: tool.name, priced: /Costs \d+ credits?|Free[.;]/.test(tool.description) }).toEqual({
        tool: tool.name,
        priced: true,
      });
    }
  });

  it('a call is its route’s request: ids into the path, the key into the header, a fixed field into the body', () => {
    const lookup = TOOLS.find((t) => t.name === 'get_request')!;
    expect(toRequest(lookup, { request_id: 'req_x/../y' })).toEqual({
      method: 'GET',
      path: '/v1/requests/req_x%2F..%2Fy',
    });
    const convert = TOOLS.find((t) => t.name === 'convert_dialect')!;
    expect(toRequest(convert, { description: 'عايز', type: 'ad_copy', idempotency_key: 'k' })).toEqual({
      method: 'POST',
      path: '/v1/copy-generations',
      body: { description: 'عايز', type: 'dialect_conversion' },
      idempotencyKey: 'k',
    });
    const search = TOOLS.find((t) => t.name === 'search_ad_library')!;
    expect(toRequest(search, { q: 'قهوة & هيل', industry: 'food' }).path).toBe(
      '/v1/ad-library?q=%D9%82%D9%87%D9%88%D8%A9+%26+%D9%87%D9%8A%D9%84&industry=food',
    );
  });

  it('lists by scope: a narrow key sees its own tools, the public ones and the quote', () => {
    const names = (scopes: string[]) => TOOLS.filter((t) => allowed(t, scopes)).map((t) => t.name);
    expect(names([])).toEqual(['get_capabilities']);
    expect(names(['usage:read'])).toEqual(['get_capabilities', 'get_usage', 'get_request']);
    expect(names([...SCOPES])).toEqual(TOOLS.map((t) => t.name));
  });

  it('answers a problem as a tool error with its code, and media as resource links', () => {
    const error = toolResult({
      status: 402,
      body: { code: 'insufficient_credits', detail: 'Costs 11; balance 3.' },
    });
    expect(error.isError).toBe(true);
    expect(error.content[0]).toEqual({ type: 'text', text: 'insufficient_credits: Costs 11; balance 3.' });
    const made = toolResult({
      status: 201,
      body: {
        image: { url: 'https://m.example/i.png', mime_type: 'image/png' },
        speech: { audio: { url: 'https://m.example/a.wav', mime_type: 'audio/wav' } },
        logo: { url: 'https://m.example/l.svg', mime_type: 'text/plain' },
      },
    });
    expect(made.isError).toBeUndefined();
    expect(made.content.filter((c) => c.type === 'resource_link')).toEqual([
      { type: 'resource_link', uri: 'https://m.example/i.png', name: 'image', mimeType: 'image/png' },
      { type: 'resource_link', uri: 'https://m.example/a.wav', name: 'speech.audio', mimeType: 'audio/wav' },
    ]);
  });
});
