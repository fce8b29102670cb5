import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The parts of a V8 `.cpuprofile` (what `node --cpu-prof` writes) that self time is read from. */
interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
  }>;
  /** Microseconds of the monotonic clock (CLOCK_MONOTONIC on Linux, the same as process.hrtime). */
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A window of the monotonic clock, in microseconds, as process.hrtime.bigint() / 1000 gives it. */
export interface Window {
  start: number;
  end: number;
}

export function monotonicMicros(): number {
  return Number(process.hrtime.bigint() / 1000n);
}

/**
 * The workflow bundle's modules by first line (webpack writes `/***\/ "<path>":` before each), so that a frame
 * of the bundle is told by the module it comes from: the sandbox evaluates them again for every workflow run.
 */
export interface BundleMap {
  /** The file name the SDK gives the bundle in the sandbox: workflow-bundle-<hash>.js. */
  file: RegExp;
  starts: Array<{ line: number; module: string }>;
}

export function bundleMap(bundlePath: string): BundleMap {
  const code = readFileSync(bundlePath, 'utf8');
  const starts: BundleMap['starts'] = [];
  code.split('\n').forEach((text, line) => {
    const m = text.match(/^\/\*{3}\/ "([^"]+)"/);
    if (m) starts.push({ line, module: m[1]! });
  });
  // The SDK names the script after its inline source map's `file` (workflow-bundle-<webpack hash>.js).
  const inline = code.match(
    /sourceMappingURL=data:application\/json;(?:charset=utf-8;)?base64,([A-Za-z0-9+/=]+)\s*$/,
  );
  const file = inline
    ? (JSON.parse(Buffer.from(inline[1]!, 'base64').toString('utf8')) as { file?: string }).file
    : undefined;
  const escaped = file?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return { file: new RegExp(escaped ? `${escaped}$` : 'workflow-bundle-[0-9a-f]+\\.js$'), starts };
}

/** The package (node_modules) or our folder a module path belongs to. */
function ownerOf(file: string, root: string): string {
  const nm = file.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = file.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const rel = (path.isAbsolute(file) ? path.relative(root, file) : file.replace(/^\.\//, '')).split('/');
  if (rel[0] === 'providers' && rel[1] === 'text') return 'composer (providers/text)';
  return rel.length > 1 ? `${rel[0]}/` : rel[0]!;
}

function bundleModuleOf(map: BundleMap, line: number): string {
  let lo = 0;
  let hi = map.starts.length - 1;
  let found = 'webpack runtime';
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (map.starts[mid]!.line <= line) {
      found = map.starts[mid]!.module;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** Where a frame's time goes in the report: by package, runtime part or folder of ours. */
export function categoryOf(
  frame: { functionName: string; url: string; lineNumber: number },
  root: string,
  bundle: BundleMap | null,
): string {
  const { functionName, url } = frame;
  if (url === '') {
    if (functionName === '(garbage collector)') return 'GC';
    if (functionName === '(program)') return 'native (program)';
    if (functionName === '(idle)') return '(idle)';
    if (functionName === '(root)') return '(root)';
    if (/^JSON|^(parse|stringify)$/.test(functionName)) return 'JSON (built-in)';
    if (functionName.startsWith('RegExp: ')) return 'regular expressions (built-in)';
    // Entering the workflow sandbox: with the SDK's isolateExecutionTimeout each call starts and joins a watchdog
    // thread, and the wall-clock sampler counts the join as this frame's time.
    if (functionName === 'runInContext') return 'vm runInContext (sandbox entry, timeout watchdog)';
    if (functionName === 'postMessage') return 'postMessage (main thread <-> workflow thread)';
    if (/^(writev|writeBuffer|writeUtf8String|writeLatin1String)$/.test(functionName)) return 'socket writes';
    return 'V8 built-ins';
  }
  // The workflow bundle runs in a vm context; its frames carry the bundle's file name.
  if (bundle && bundle.file.test(url)) {
    const module = bundleModuleOf(bundle, frame.lineNumber);
    return `workflow sandbox: ${module === 'webpack runtime' ? module : ownerOf(module, root)}`;
  }
  if (/workflow-bundle-[0-9a-f]+\.js$/.test(url)) return 'workflow sandbox (another bundle)';
  if (url.startsWith('evalmachine')) return 'workflow sandbox: SDK glue';
  if (url.startsWith('node:')) {
    const m = url.match(/^node:(?:internal\/)?([a-z_]+)/);
    return `node:${m?.[1] ?? 'other'}`;
  }
  const file = url.replace(/^file:\/\//, '');
  if (file.includes('/node_modules/') || file.startsWith(root)) {
    const owner = ownerOf(file, root);
    if (owner === '@temporalio/worker' && /lib\/workflow\//.test(file))
      return '@temporalio/worker (workflow runner)';
    return owner;
  }
  return 'other';
}

/** One thread's profile inside the window. */
export interface ThreadProfile {
  /** main thread, workflow thread (it runs the bundle) or worker thread <Node's thread id>. */
  label: string;
  /** When its profiler started (with the thread), in microseconds of the monotonic clock. */
  startTime: number;
  /** Sampled milliseconds per category inside the window, idle excluded. */
  categories: Record<string, number>;
  sampled: number;
}

export interface ProfileSummary {
  threads: ThreadProfile[];
  /** Sampled milliseconds per function (name, file and line) inside the window, idle excluded, every thread. */
  functions: Record<string, number>;
}

/**
 * Self time of every `.cpuprofile` in `dir` (one per JavaScript thread: the main thread and each worker thread)
 * inside the window, by category and by function. A sample lasts until the next one. Samples are taken on the wall
 * clock: a thread blocked in a call (runInContext joining its timeout watchdog) or waiting for a core is sampled
 * too, so a thread's samples share its CPU out, they do not measure it.
 */
export function summarizeProfiles(
  dir: string,
  window: Window,
  root: string,
  bundle: BundleMap | null,
): ProfileSummary {
  const summary: ProfileSummary = { threads: [], functions: {} };
  const add = (into: Record<string, number>, key: string, ms: number) => {
    into[key] = (into[key] ?? 0) + ms;
  };
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as CpuProfile;
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    // CPU.<date>.<time>.<pid>.<thread id>.<seq>.cpuprofile: thread 0 is the main thread.
    const threadId = name.split('.')[4];
    const thread: ThreadProfile = {
      label:
        threadId === '0'
          ? 'main thread'
          : profile.nodes.some((n) => /workflow-bundle-[0-9a-f]+\.js$/.test(n.callFrame.url))
            ? 'workflow thread'
            : `worker thread ${threadId}`,
      startTime: profile.startTime,
      categories: {},
      sampled: 0,
    };
    const category = new Map<number, string>();
    let t = profile.startTime;
    for (let i = 0; i < profile.samples.length; i++) {
      t += profile.timeDeltas[i]!;
      const next = i + 1 < profile.samples.length ? profile.timeDeltas[i + 1]! : 0;
      if (t < window.start || t >= window.end) continue;
      const id = profile.samples[i]!;
      const node = nodes.get(id)!;
      let cat = category.get(id);
      if (cat === undefined) {
        cat = categoryOf(node.callFrame, root, bundle);
        category.set(id, cat);
      }
      if (cat === '(idle)') continue;
      const ms = next / 1000;
      add(thread.categories, cat, ms);
      thread.sampled += ms;
      const { functionName, url, lineNumber } = node.callFrame;
      const where = url ? `${path.relative(root, url.replace(/^file:\/\//, ''))}:${lineNumber + 1}` : '';
      add(summary.functions, `${functionName || '(anonymous)'} ${where}`.trim(), ms);
    }
    summary.threads.push(thread);
  }
  return summary;
}
