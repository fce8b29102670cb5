/**
 * The areas `npm run profile:copy` sums its categories into for its table (decision 034): what a request's CPU is
 * spent on, whichever process spends it. A category is a profile's package, runtime part or folder of ours
 * (bench/cpu-profile.ts); a thread without JavaScript counts whole to one area.
 */
const AREAS: Array<[area: string, test: RegExp]> = [
  [
    'workflow sandbox: our modules evaluated per run (zod, contract, workflows)',
    /^workflow sandbox: (zod|contract\/|workflows\/|webpack runtime|ms|long)$/,
  ],
  [
    'Temporal workflow runtime (activations in the sandbox, its entry, promise stack tracking)',
    /^workflow sandbox: |^@temporalio\/worker \(workflow runner\)|^vm runInContext|^node:(vm|source_map)$|^source-map$/,
  ],
  ['copy engine (compose, checks, guards)', /^composer|^regular expressions|^contract\/$/],
  ['PostgreSQL driver and queries', /^postgres$|^db\/$/],
  [
    'Temporal client (gRPC transport: start, result)',
    /^@grpc\/|^@temporalio\/client$|^node:http2$|^node:internal\/http2|^@protobufjs|^protobufjs$/,
  ],
  [
    'Temporal SDK machinery (core bridge, activation pipeline, thread messaging, payload conversion)',
    /^@temporalio\/|^rxjs$|^postMessage|^node:worker$|^node:event_target$|^long$/,
  ],
  [
    'HTTP server (Node, Express, body parsing)',
    /^express$|^router$|^body-parser$|^raw-body$|^node:_?http|^node:net$|^node:stream|^iconv-lite$|^type-is$|^content-type$|^mime|^on-finished$|^finalhandler$|^path-to-regexp$|^parseurl$|^debug$|^etag$|^send$|^qs$|^statuses$/,
  ],
  ['zod (request validation)', /^zod$/],
  ['our API, activities, metrics and logs', /^api\/$|^activities\/$|^lib\/$|^prom-client$|^pino/],
  ['socket writes (syscalls)', /^socket writes$/],
  ['GC on the JavaScript threads', /^GC$/],
];

export const OTHER_AREA = 'other (V8 built-ins, Node internals)';

export function areaOf(category: string): string {
  return AREAS.find(([, test]) => test.test(category))?.[0] ?? OTHER_AREA;
}

/** Where a thread that runs no JavaScript counts (by its /proc name or the harness's label). */
export function threadArea(thread: string): string {
  if (/^tokio|^workflow-proces|^temporal-real/.test(thread)) return 'Temporal core (Rust threads)';
  if (/^other Node threads/.test(thread)) return 'V8 GC and compiler helper threads, libuv pool';
  if (/^threads that ended/.test(thread)) return 'vm timeout watchdog threads (one per sandbox entry)';
  return `thread ${thread}`;
}

/** The areas in a fixed order for a table: the JavaScript areas, then the other threads'. */
export const AREA_ORDER = [
  ...AREAS.map(([area]) => area),
  OTHER_AREA,
  'V8 GC and compiler helper threads, libuv pool',
  'Temporal core (Rust threads)',
  'vm timeout watchdog threads (one per sandbox entry)',
];
