import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(level: string, name: string): Logger {
  return pino({
    name,
    level,
    base: { service: name },
    redact: { paths: ['req.headers.authorization', 'authorization', 'apiKey'], censor: '[redacted]' },
  });
}
