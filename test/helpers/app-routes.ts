import { createApp } from '../../api/app';
import { DEFAULT_RETRY_SCHEDULE } from '../../contract/webhooks';
import { createMetrics } from '../../lib/metrics';
import { refusedUrls } from '../../lib/net/refused-urls';

interface Layer {
  route?: { path: string; methods: Record<string, boolean>; stack: Layer[] };
  handle: { stack?: Layer[] };
  rawPath?: string;
  method?: string;
  name: string;
}

/** One method on one path of the Express app, with the names of the handlers that run for it. */
export interface AppRoute {
  route: string;
  handlers: string[];
}

/** Every method and path the Express app routes, mount paths included, `:param` written as `{param}`. */
export function appRouteHandlers(): AppRoute[] {
  const app = createApp({
    sql: {} as never,
    temporal: {} as never,
    logger: {} as never,
    usageCursors: {} as never,
    brandCursors: {} as never,
    taskQueue: 'unused',
    textProvider: 'local',
    imageProvider: 'local',
    jsonBodyLimit: '256kb',
    resultWaitMs: 1000,
    rateLimits: { billablePerMinute: 1, readPerMinute: 1 },
    platformWebhookLimits: { maxChanges: 1, deliveriesPerMinute: 1, changesPerMinute: 1 },
    mediaDir: '/nonexistent',
    mediaOrigin: null,
    uploads: { allowHosts: new Set(), refusedUrls: refusedUrls([]) },
    publicBaseUrl: 'http://localhost:8080',
    metrics: createMetrics('api'),
    metricsToken: null,
    secrets: null,
    webhookSchedule: DEFAULT_RETRY_SCHEDULE,
  });
  const found: AppRoute[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const path = `${prefix}${layer.route.path.replace(/:(\w+)/g, '{$1}')}`;
        for (const [method, on] of Object.entries(layer.route.methods))
          if (on && method !== '_all')
            found.push({
              route: `${method.toUpperCase()} ${path}`,
              handlers: layer.route.stack.filter((l) => l.method === method).map((l) => l.name),
            });
      } else if (layer.handle.stack) {
        walk(layer.handle.stack, prefix + (layer.rawPath && layer.rawPath !== '/' ? layer.rawPath : ''));
      } else if (layer.rawPath === '/media') {
        found.push({ route: 'GET /media/{key}', handlers: [] }); // express.static below /media
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return found;
}

/** Every method and path the Express app routes, once each, sorted. */
export function appRoutes(): string[] {
  return [...new Set(appRouteHandlers().map((r) => r.route))].sort();
}
