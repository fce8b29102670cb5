import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
}

export interface FakeOpenAi {
  url: string;
  requests: Array<{ path: string; body: any }>;
  /** Answers are used in order; the last one repeats. */
  answer(...answers: FakeAnswer[]): void;
  close(): Promise<void>;
}

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

/** A local server speaking the OpenAI chat-completions wire format, for the networked text provider. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  let answers: FakeAnswer[] = [SERVER_ERROR];
  let next = 0;
  const requests: FakeOpenAi['requests'] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', body: raw ? JSON.parse(raw) : null });
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
