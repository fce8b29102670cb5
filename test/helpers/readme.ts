import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');

/** README.md as it is now: the tests read their commands from it, so they fail when it drifts. */
export function readme(): string {
  return readFileSync(path.join(ROOT, 'README.md'), 'utf8');
}

/** The text of one `## ` section (its heading's text, exactly), up to the next `## `. */
export function section(text: string, heading: string): string {
  const found = text.split(/^(?=## )/m).find((s) => s.startsWith(`## ${heading}\n`));
  if (!found) throw new Error(`README.md has no section "## ${heading}"`);
  return found;
}

/** The fenced blocks of a language (```sh, ```ts, …) in a piece of the README, in order. */
export function fencedBlocks(text: string, lang: string): string[] {
  return [...text.matchAll(/^```([^\n]*)\n([\s\S]*?)^```$/gm)]
    .filter((m) => m[1]!.trim() === lang)
    .map((m) => m[2]!);
}

export interface Step {
  /** The first line of its comment, without the `# `: what the step says it answers. */
  title: string;
  script: string;
}

/**
 * A shell block's steps: each starts with its comment (one or more `# ` lines) and runs to the next blank line,
 * like the README's walk-through. Lines before the first comment are refused: every command says what it does.
 */
export function steps(block: string): Step[] {
  return block
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => {
      const first = chunk.split('\n')[0]!;
      if (!first.startsWith('# ')) throw new Error(`A step without a comment first:\n${chunk}`);
      return { title: first.slice(2), script: chunk };
    });
}

export interface StepRun {
  title: string;
  stdout: string;
  /** The HTTP status of every curl the step made, in order (its captures inside $(…) included). */
  statuses: number[];
  stderr: string;
}

/**
 * Runs the steps in one bash, one after another (variables carry over, as in a terminal), from the repository
 * root with `env` on top of ours. curl is wrapped to report each answer's status on stderr, so a step can be held
 * to the status its comment promises; what it prints is the README's own command's output, untouched.
 */
export function runSteps(
  list: Step[],
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<{ code: number | null; runs: StepRun[] }> {
  const marker = (i: number) => `@@readme-step ${i}@@`;
  const script = [
    'set -u',
    `curl() { command curl -w '%{stderr}@@status %{http_code}@@\\n' "$@"; }`,
    ...list.flatMap((step, i) => [
      `printf '\\n%s\\n' '${marker(i)}'; printf '\\n%s\\n' '${marker(i)}' >&2`,
      step.script,
    ]),
  ].join('\n');
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', script], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      timeout: timeoutMs,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const split = (text: string) => {
        const parts: string[] = [];
        list.forEach((_step, i) => {
          const start = text.indexOf(`\n${marker(i)}\n`);
          const end = i + 1 < list.length ? text.indexOf(`\n${marker(i + 1)}\n`) : text.length;
          parts.push(start < 0 ? '' : text.slice(start + marker(i).length + 2, end < 0 ? text.length : end));
        });
        return parts;
      };
      const outs = split(stdout);
      const errs = split(stderr);
      resolve({
        code,
        runs: list.map((step, i) => ({
          title: step.title,
          stdout: outs[i]!,
          stderr: errs[i]!,
          statuses: [...errs[i]!.matchAll(/@@status (\d+)@@/g)].map((m) => Number(m[1])),
        })),
      });
    });
  });
}

/** Every line of a step's output that is a JSON document on its own (curl … ; echo prints one per line). */
export function jsonLines(stdout: string): any[] {
  return stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => {
      try {
        return JSON.parse(line) as unknown;
      } catch {
        return undefined; // a body cut short by `| head -c`
      }
    })
    .filter((v) => v !== undefined);
}
