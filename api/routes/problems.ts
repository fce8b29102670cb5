import type { Router } from 'express';
import { isProblemCode, PROBLEMS, ServiceError } from '../../contract/errors';
import { routerFor } from '../route-table';

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page each problem's `type` URI points at. */
export function createProblemsRouter(): Router {
  return routerFor({
    problemPage: (req, res) => {
      const code = req.params.code;
      if (!isProblemCode(code)) throw new ServiceError('not_found', 'No such problem type.');
      const { status, title } = PROBLEMS[code];
      res
        .type('text/html')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
            `<body><h1>${escapeHtml(title)}</h1><p>Problem code <code>${code}</code>, HTTP status ${status}.</p>` +
            `<p>The problem body's <code>detail</code> says what happened for this request, and <code>errors</code> ` +
            `lists each invalid field as a JSON pointer.</p></body></html>`,
        );
    },
  });
}
