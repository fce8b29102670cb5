import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
}

export interface FakeProvider {
  url: string;
  requests: Array<{ path: string; body: any; headers: Record<string, string | string[] | undefined> }>;
  /** Answers are used in order; the last one repeats. */
  answer(...answers: FakeAnswer[]): void;
  close(): Promise<void>;
}

/** An OpenAI chat-completions response carrying the variants as JSON content. */
export function completion(
  variants: Array<{ content: string; angle: string; call_to_action: string | null }>,
  finish = 'stop',
) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'test-model',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: JSON.stringify({ variants }) },
        finish_reason: finish,
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

export const SERVER_ERROR: FakeAnswer = {
  status: 500,
  body: {
    error: {
      message: 'The server had an error while processing your request.',
      type: 'server_error',
      code: null,
    },
  },
};

/**
 * A local HTTP server that answers with the given provider responses in order (the last one repeats) and
 * records what it was sent: the outside edge of the networked providers' tests.
 */
export async function startFakeProvider(): Promise<FakeProvider> {
  let answers: FakeAnswer[] = [SERVER_ERROR];
  let next = 0;
  const requests: FakeProvider['requests'] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', body: raw ? JSON.parse(raw) : null, headers: req.headers });
      const answer = answers[Math.min(next, answers.length - 1)]!;
      next += 1;
      setTimeout(() => {
        res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
        res.end(JSON.stringify(answer.body));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: (...list) => {
      answers = list;
      next = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type Variant = { content: string; angle: string; call_to_action: string | null };

/** A Gemini generateContent response carrying the variants as JSON text. */
export function geminiResponse(variants: Variant[], finishReason = 'STOP') {
  return {
    candidates: [
      { content: { role: 'model', parts: [{ text: JSON.stringify({ variants }) }] }, finishReason, index: 0 },
    ],
    usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 10, totalTokenCount: 20 },
    modelVersion: 'gemini-test',
  };
}

export const GEMINI_SAFETY_BLOCK: FakeAnswer = {
  status: 200,
  body: {
    candidates: [
      {
        finishReason: 'SAFETY',
        index: 0,
        safetyRatings: [{ category: 'HARM_CATEGORY_HARASSMENT', probability: 'HIGH', blocked: true }],
      },
    ],
  },
};

export function geminiRateLimited(retryDelay: string): FakeAnswer {
  return {
    status: 429,
    body: {
      error: {
        code: 429,
        message: 'Resource has been exhausted (e.g. check quota).',
        status: 'RESOURCE_EXHAUSTED',
        details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay }],
      },
    },
  };
}
