import http, { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Express } from 'express';
import { buildProblem, type ProblemCode } from '../contract/errors';
import { API_VERSION } from '../contract/version';
import { newId } from '../lib/ids';
import type { Logger } from '../lib/logger';

/** Request line plus headers, in bytes; larger requests get a 431 problem (documented in the README). */
export const MAX_HEADER_BYTES = 16 * 1024;

function clientProblem(code: string | undefined): [ProblemCode, string] {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return [
      'request_header_fields_too_large',
      `The request line and headers exceed ${MAX_HEADER_BYTES} bytes.`,
    ];
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return ['request_timeout', 'The request headers and body did not arrive in time.'];
  return ['invalid_request', `The request is not valid HTTP/1.1 (${code ?? 'unparsable'}).`];
}

/**
 * Requests Node's parser refuses never reach Express, and Node would answer them with a bare status line. They get
 * the same problem+json body and headers as every other error instead, then the connection closes.
 */
function answerClientError(logger: Logger) {
  return (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const [code, detail] = clientProblem(err.code);
    const requestId = newId('req');
    const problem = buildProblem(code, detail, requestId);
    const body = JSON.stringify(problem);
    socket.end(
      [
        `HTTP/1.1 ${problem.status} ${STATUS_CODES[problem.status]}`,
        'Content-Type: application/problem+json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        `X-Request-Id: ${requestId}`,
        `Service-API-Version: ${API_VERSION}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
    logger.info({ request_id: requestId, status: problem.status, parser_error: err.code }, 'request refused');
  };
}

export function createServer(app: Express, logger: Logger): http.Server {
  const server = http.createServer({ maxHeaderSize: MAX_HEADER_BYTES }, app);
  server.on('clientError', answerClientError(logger));
  return server;
}
