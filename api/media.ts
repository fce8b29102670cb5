import express, { Router } from 'express';
import { ServiceError } from '../contract/errors';
import { MEDIA_KEY } from '../storage/media-store';

/**
 * Serves the local media store at /media/<key>: Content-Type from the extension, Content-Length, byte ranges
 * (audio players seek), and immutable caching, since a key never changes content. Anything that is not a
 * media key falls through to the 404 problem.
 */
export function createMediaRouter(dir: string): Router {
  const router = Router();
  const files = express.static(dir, {
    index: false,
    dotfiles: 'deny',
    fallthrough: true,
    acceptRanges: true,
    immutable: true,
    maxAge: '30d',
    redirect: false,
  });
  router.use('/media', (req, res, next) => {
    if (!MEDIA_KEY.test(req.path.slice(1))) return next();
    return files(req, res, (err?: unknown) => {
      // A Range wholly past the end: 416 with the file's size, so that a player can ask again (RFC 9110 §15.5.17).
      const e = err as { status?: number; headers?: Record<string, string> } | undefined;
      if (e?.status === 416) {
        const size = e.headers?.['Content-Range'];
        if (size) res.setHeader('Content-Range', size);
        return next(
          new ServiceError(
            'range_not_satisfiable',
            'The Range asks for bytes beyond the end of the file; Content-Range gives its size.',
          ),
        );
      }
      return next(err);
    });
  });
  return router;
}
