import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { TEST_ROOT } from './stack-file';

/** Debian's Chromium, installed by `npm test` (scripts/run.mjs); CHROMIUM_PATH names another build. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((c): c is string => !!c && existsSync(c));
  if (!found)
    throw new Error('No Chromium: npm test installs Debian’s chromium package, or set CHROMIUM_PATH.');
  return found;
}

/**
 * Headless, with a fresh profile; background networking off, because this machine's network refuses the
 * browser's own connections to Google.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export function artifactsDir(name: string): string {
  const dir = path.join(TEST_ROOT, 'artifacts', name);
  mkdirSync(dir, { recursive: true });
  return dir;
}
