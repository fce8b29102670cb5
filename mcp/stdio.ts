import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import {
  CallToolRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { API_VERSION } from '../contract/version';

/**
 * `npm run mcp`: the same MCP server for desktop assistants, over stdio. It is a bridge to the API's /mcp
 * (CGS_API_URL, default http://localhost:8080) with the key in CGS_API_KEY: the tools, their scopes, every
 * call and the account's media (resources) are the API's; nothing is decided here. Logs go to stderr (stdout carries the protocol).
 */
async function main() {
  const key = process.env.CGS_API_KEY;
  if (!key) {
    process.stderr.write('CGS_API_KEY is required: the API key the tools act with.\n');
    process.exit(2);
  }
  const base = (process.env.CGS_API_URL ?? 'http://localhost:8080').replace(/\/$/, '');
  const endpoint = `${base}/mcp`;
  if (!URL.canParse(endpoint)) {
    process.stderr.write(`CGS_API_URL must be the API's address, like http://localhost:8080, not ${base}.\n`);
    process.exit(2);
  }
  const upstream = new Client({ name: 'campaign-generation-service-stdio', version: API_VERSION });
  try {
    await upstream.connect(
      new StreamableHTTPClientTransport(new URL(endpoint), {
        requestInit: { headers: { authorization: `Bearer ${key}` } },
      }),
    );
  } catch (err) {
    // "fetch failed" alone does not say where: name the URL, the reason below it, and the setting that moves it.
    const cause = (err as Error & { cause?: Error }).cause?.message;
    throw new Error(
      `could not reach ${endpoint} (${(err as Error).message}${cause ? `: ${cause}` : ''}); ` +
        'is the API running there? CGS_API_URL sets its address (npm run dev prints it).',
      { cause: err },
    );
  }
  const info = upstream.getServerVersion() ?? { name: 'campaign-generation-service', version: API_VERSION };
  const server = new Server(info, {
    // Resources only when the API serves them (it has a media store): never a capability the bridge cannot answer.
    capabilities: { tools: {}, ...(upstream.getServerCapabilities()?.resources ? { resources: {} } : {}) },
    instructions: upstream.getInstructions(),
  });
  server.setRequestHandler(ListToolsRequestSchema, (request) => upstream.listTools(request.params));
  server.setRequestHandler(CallToolRequestSchema, (request) => upstream.callTool(request.params));
  if (upstream.getServerCapabilities()?.resources) {
    server.setRequestHandler(ListResourcesRequestSchema, (request) => upstream.listResources(request.params));
    server.setRequestHandler(ListResourceTemplatesRequestSchema, (request) =>
      upstream.listResourceTemplates(request.params),
    );
    server.setRequestHandler(ReadResourceRequestSchema, (request) => upstream.readResource(request.params));
  }
  await server.connect(new StdioServerTransport());
  process.stderr.write(`campaign-generation-service MCP over stdio, tools from ${base}/mcp\n`);
}

main().catch((err: Error) => {
  process.stderr.write(`MCP bridge failed: ${err.message}\n`);
  process.exit(1);
});
