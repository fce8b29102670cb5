import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_KEY, type MediaStore } from './media-store';

/**
 * Files under one directory, served by the API at `<publicBaseUrl>/media/<key>` (api/media.ts). Writes go to a
 * temporary name first, so a crash never leaves a half-written file at a served URL.
 */
export function createLocalMediaStore(dir: string, publicBaseUrl: string): MediaStore {
  const base = `${publicBaseUrl.replace(/\/+$/, '')}/media`;
  const fileOf = (key: string) => {
    if (!MEDIA_KEY.test(key)) throw new Error(`invalid media key ${key}`);
    return path.join(dir, key);
  };
  return {
    kind: 'local',
    async put(key, data, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, data);
      await rename(temp, file);
      return { key, url: `${base}/${key}`, contentType, bytes: data.length };
    },
    async get(key) {
      return readFile(fileOf(key));
    },
    async url(key) {
      fileOf(key);
      return `${base}/${key}`;
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
