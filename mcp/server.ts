import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  type CallToolResult,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { buildProblem, invalidFields, type ServiceError } from '../contract/errors';
import { LIMITS } from '../contract/limits';
import type { Route } from '../contract/routes';
import { unstorableStrings } from '../contract/text';
import { API_VERSION } from '../contract/version';
import type { Logger } from '../lib/logger';
import { pointerTo, tooDeep } from './arguments';
import { inlineMedia, mediaMentions, type AccountMedia } from './media';
import { serveMediaResources } from './resources';
import { inToolTerms, problemForTool } from './tool-wording';
import { allowed, inputSchema, needsKey, toRequest, TOOLS, type ToolSpec } from './tools';

/** What a tool call's route answered. */
export interface RouteAnswer {
  status: number;
  body: unknown;
  /** The route's Retry-After, which a tool's caller cannot see as a header. */
  retryAfterSeconds?: number;
}

export type RouteRequest = ReturnType<typeof toRequest>;

/**
 * Sends a tool's request to its route with the caller's key, counted against the route's rate limit; the API's own
 * admission, billing and problems.
 */
export type CallRoute = (request: RouteRequest, route: Route) => Promise<RouteAnswer>;

const SERVER_INFO = { name: 'campaign-generation-service', version: API_VERSION };

const INSTRUCTIONS =
  'Tools of the Campaign Generation Service: Arabic (seven dialects) and English marketing copy, images, voice-overs, campaigns and WhatsApp template drafts, billed in credits. Quote first (free); give every paid call an idempotency_key and reuse it to retry. Results are the API bodies; images come inline as thumbnails and short voice-overs as audio, and every image and audio file is also a resource link that resources/read answers.';

/** Images and audio in an answer, as resource links (resources/read answers them). */
function mediaLinks(body: unknown): CallToolResult['content'] {
  return mediaMentions(body).map((m) => ({
    type: 'resource_link',
    uri: m.url,
    name: m.name,
    mimeType: m.mimeType,
  }));
}

/**
 * A route's answer as a tool result: its body (text and structured); a problem is a tool error with its code, in
 * the tool's terms (idempotency_key, arguments: never the HTTP header or query).
 */
export function toolResult(answer: RouteAnswer): CallToolResult {
  const asObject =
    answer.body && typeof answer.body === 'object' && !Array.isArray(answer.body)
      ? (answer.body as Record<string, unknown>)
      : undefined;
  if (answer.status >= 400) {
    const structured = asObject && problemForTool(asObject);
    const body = structured ?? (typeof answer.body === 'string' ? inToolTerms(answer.body) : answer.body);
    const problem = (structured ?? {}) as { code?: string; detail?: string; title?: string };
    const said = problem.detail ?? problem.title ?? 'the request failed';
    // The Retry-After header, which a tool's caller never sees, unless the detail already says when.
    const retry =
      answer.retryAfterSeconds !== undefined && !/retry after/i.test(said)
        ? ` Retry after ${answer.retryAfterSeconds} s.`
        : '';
    return {
      isError: true,
      content: [
        {
          type: 'text',
          text: `${problem.code ?? `http_${answer.status}`}: ${said}${retry}`,
        },
        { type: 'text', text: JSON.stringify(body) },
      ],
      ...(structured ? { structuredContent: structured } : {}),
    };
  }
  return {
    content: [{ type: 'text', text: JSON.stringify(answer.body) }, ...mediaLinks(answer.body)],
    ...(asObject ? { structuredContent: asObject } : {}),
  };
}

/** The result with the answer's images and audio inline, after its text and before its links. */
async function withInlineMedia(
  result: CallToolResult,
  answer: RouteAnswer,
  media: AccountMedia | null,
): Promise<CallToolResult> {
  if (result.isError || !media) return result;
  const mentions = mediaMentions(answer.body);
  if (mentions.length === 0) return result;
  const inline = await inlineMedia(mentions, media);
  const [text, ...links] = result.content;
  return { ...result, content: [text!, ...inline, ...links] };
}

const validKey = (key: unknown): key is string =>
  typeof key === 'string' &&
  key.length >= LIMITS.idempotency_key_length.min &&
  key.length <= LIMITS.idempotency_key_length.max &&
  /^[\x21-\x7e]+$/.test(key);

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
  /** The caller's stored media (inline thumbnails, resources); null: links only, no resources. */
  media: AccountMedia | null;
  /** Where a failure nobody expected is logged: the caller reads only that the tool failed. */
  logger: Logger;
}): Server {
  const server = new Server(SERVER_INFO, {
    capabilities: { tools: {}, ...(deps.media ? { resources: {} } : {}) },
    instructions: INSTRUCTIONS,
  });
  if (deps.media) serveMediaResources(server, deps.media, deps.scopes, deps.logger);
  const refuse = (refusal: Pick<ServiceError, 'code' | 'message' | 'errors'>) =>
    toolResult({
      status: 400,
      body: buildProblem(refusal.code, refusal.message, deps.requestId, refusal.errors),
    });
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
      const errors = unknown.map((k) => ({ pointer: pointerTo(k), detail: 'is not a known property' }));
      return refuse(invalidFields(errors, 'tool arguments'));
    }
    // The route reads the key from a header, which carries only visible ASCII: a key that is no such string (a
    // number, a control character) is refused here, with the route's code, before anything is sent.
    const key = args.idempotency_key;
    if (needsKey(tool) && key !== undefined && !validKey(key))
      return refuse({
        code: 'idempotency_key_invalid',
        message: `idempotency_key must be a string of ${LIMITS.idempotency_key_length.min} to ${LIMITS.idempotency_key_length.max} visible ASCII characters.`,
        errors: [{ pointer: '/idempotency_key', detail: 'is not a string of visible ASCII characters' }],
      });
    // Before anything builds the route's request from them: arguments nested past any schema, and text no store
    // keeps (a NUL, a lone surrogate: also no URL can carry it in a path id), refused as the API's edge refuses them.
    const deep = tooDeep(args);
    if (deep.length > 0) return refuse(invalidFields(deep, 'tool arguments'));
    const unstorable = unstorableStrings(args);
    if (unstorable.length > 0) return refuse(invalidFields(unstorable, 'tool arguments'));
    // A tool beyond the key's scopes goes to its route too, which refuses it (403) and changes nothing.
    let answer: RouteAnswer;
    try {
      answer = await deps.call(toRequest(tool, args), tool.route);
    } catch (err) {
      // Never the exception's own words: the caller learns which tool failed and what to do; the log has the rest.
      deps.logger.error({ err, tool: tool.name, request_id: deps.requestId }, 'MCP tool call failed');
      return toolResult({
        status: 500,
        body: buildProblem(
          'internal_error',
          `${tool.name} failed: the service could not complete the call. ${
            needsKey(tool)
              ? 'Retry it with the same idempotency_key: a retry never charges twice.'
              : 'Retry it shortly.'
          }`,
          deps.requestId,
        ),
      });
    }
    const result = toolResult(answer);
    // What was bought stays the answer when its thumbnails cannot be made: the links still name every file.
    return withInlineMedia(result, answer, deps.media).catch((err: unknown) => {
      deps.logger.warn({ err, tool: tool.name, request_id: deps.requestId }, 'MCP inline media failed');
      return result;
    });
  });
  return server;
}
