#!/usr/bin/env node
// postgres.js 3.4.9 (the latest release) has two faults in its write scheduler that a database restart exposes;
// the chaos suite (test/chaos.test.ts) hit the first one, which kills the process:
//  1. nextWrite() can run with the socket already gone and throws `Cannot read properties of null (reading
//     'write')` from a setImmediate callback, where no caller can catch it (porsager/postgres#1066, #1154, #1208;
//     the guard of the open pull requests #1168 and #1176).
//  2. terminate() and closed() clear the pending write's timer without forgetting it, so a reconnected connection
//     never schedules a small write again and its queries wait forever (the same code; reported downstream in
//     LanternOps/breeze#3225).
// Applied after every install (npm's postinstall, and `npm run dev/test/bench` on a checkout installed earlier);
// idempotent; fails loudly when a new postgres.js no longer has the code it expects (then check whether it is
// fixed upstream and drop this file).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MARK = '/* cgs: patched write scheduler (scripts/patch-postgres.mjs) */';

const edits = [
  [
    'function nextWrite(fn) {\n    const x = socket.write(chunk, fn)',
    `function nextWrite(fn) {\n    ${MARK}\n    if (socket === null) {\n      chunk = nextWriteTimer = null\n      return false\n    }\n    const x = socket.write(chunk, fn)`,
  ],
  [
    '    clearImmediate(nextWriteTimer)\n    if (socket) {',
    '    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n    if (socket) {',
  ],
  [
    '    clearImmediate(nextWriteTimer)\n    socket.removeListener(',
    '    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n    socket.removeListener(',
  ],
];

export function patchPostgres() {
  const pkg = path.join(root, 'node_modules', 'postgres');
  if (!existsSync(pkg)) return;
  for (const flavour of ['src', 'cjs/src', 'cf/src']) {
    const file = path.join(pkg, flavour, 'connection.js');
    if (!existsSync(file)) continue;
    let text = readFileSync(file, 'utf8');
    if (text.includes(MARK)) continue;
    for (const [from, to] of edits) {
      if (!text.includes(from))
        throw new Error(
          `${path.relative(root, file)} changed: cannot apply the write-scheduler fix (${from.split('\n')[0]})`,
        );
      text = text.replace(from, to);
    }
    writeFileSync(file, text);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) patchPostgres();
