import express, { Router } from 'express';
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
    return files(req, res, next);
  });
  return router;
}
