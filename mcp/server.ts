import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  type CallToolResult,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { buildProblem, invalidFields } from '../contract/errors';
import { API_VERSION } from '../contract/version';
import { allowed, inputSchema, toRequest, TOOLS, type ToolSpec } from './tools';

/** What a tool call's route answered. */
export interface RouteAnswer {
  status: number;
  body: unknown;
}

/** Sends a tool's request to its route with the caller's key; the API's own admission, billing and problems. */
export type CallRoute = (request: ReturnType<typeof toRequest>) => Promise<RouteAnswer>;

const SERVER_INFO = { name: 'campaign-generation-service', version: API_VERSION };

const INSTRUCTIONS =
  'Tools of the Campaign Generation Service: Arabic (seven dialects) and English marketing copy, images, voice-overs, campaigns and WhatsApp template drafts, billed in credits. Quote first (free); give every paid call an idempotency_key and reuse it to retry. Results are the API bodies; images and audio come as resource links.';

/** Images and audio in an answer (any object with a url and an image/ or audio/ mime type), as resource links. */
function mediaLinks(body: unknown): CallToolResult['content'] {
  const links: CallToolResult['content'] = [];
  const seen = new Set<string>();
  const walk = (node: unknown, name: string) => {
    if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${name}[${i}]`));
    if (!node || typeof node !== 'object') return;
    const o = node as Record<string, unknown>;
    const mime = typeof o.mime_type === 'string' ? o.mime_type : null;
    if (typeof o.url === 'string' && mime && /^(image|audio)\//.test(mime) && !seen.has(o.url)) {
      seen.add(o.url);
      links.push({ type: 'resource_link', uri: o.url, name: name || 'media', mimeType: mime });
    }
    for (const [k, v] of Object.entries(o)) walk(v, name ? `${name}.${k}` : k);
  };
  walk(body, '');
  return links;
}

/** A route's answer as a tool result: its body (text and structured); a problem is a tool error with its code. */
export function toolResult(answer: RouteAnswer): CallToolResult {
  const body = answer.body;
  const structured =
    body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  if (answer.status >= 400) {
    const problem = (structured ?? {}) as { code?: string; detail?: string; title?: string };
    return {
      isError: true,
      content: [
        {
          type: 'text',
          text: `${problem.code ?? `http_${answer.status}`}: ${problem.detail ?? problem.title ?? 'the request failed'}`,
        },
        { type: 'text', text: JSON.stringify(body) },
      ],
      ...(structured ? { structuredContent: structured } : {}),
    };
  }
  return {
    content: [{ type: 'text', text: JSON.stringify(body) }, ...mediaLinks(body)],
    ...(structured ? { structuredContent: structured } : {}),
  };
}

function describe(tool: ToolSpec): Tool {
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: inputSchema(tool) as Tool['inputSchema'],
    annotations: {
      title: tool.title,
      readOnlyHint: tool.route.method === 'get' || tool.name === 'quote' || tool.name === 'read_website',
      openWorldHint: tool.name === 'read_website' || tool.name === 'upload_image',
    },
  };
}

/**
 * An MCP server for one caller: it lists the tools the caller's key allows and sends each call to its route.
 * Tool arguments and anything a route reads (a website's text) are data: nothing here interprets them.
 */
export function createMcpServer(deps: {
  scopes: readonly string[];
  call: CallRoute;
  /** The MCP request's id (X-Request-Id): a refusal made here names it, as a route's problem does. */
  requestId: string;
}): Server {
  const server = new Server(SERVER_INFO, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });
  const tools = TOOLS.filter((t) => allowed(t, deps.scopes));
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: tools.map(describe) }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = TOOLS.find((t) => t.name === request.params.name);
    if (!tool)
      return toolResult({
        status: 404,
        body: {
          code: 'not_found',
          detail: `No tool named ${JSON.stringify(request.params.name).slice(0, 80)}.`,
        },
      });
    const args = request.params.arguments ?? {};
    // Arguments the tool does not name are refused, as a strict request body is (a GET route would ignore them).
    const known = Object.keys((inputSchema(tool) as { properties: object }).properties);
    const unknown = Object.keys(args).filter((k) => !known.includes(k));
    if (unknown.length > 0) {
      const errors = unknown.map((k) => ({
        pointer: `/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`,
        detail: 'is not a known property',
      }));
      const refusal = invalidFields(errors, 'tool arguments');
      return toolResult({
        status: 400,
        body: buildProblem(refusal.code, refusal.message, deps.requestId, refusal.errors),
      });
    }
    // A tool beyond the key's scopes goes to its route too, which refuses it (403) and changes nothing.
    return toolResult(await deps.call(toRequest(tool, args)));
  });
  return server;
}
