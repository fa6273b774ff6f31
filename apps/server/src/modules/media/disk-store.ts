import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';
import { checkKey, type MediaStore } from './store-types';

const typeOf: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

/**
 * Media in a directory: one file per key. The content type follows from the key's extension, which
 * the media module always sets. Writes go to a temporary file first and are renamed into place, so
 * a reader never sees half a file.
 */
export function createDiskStore(directory: string): MediaStore {
  const root = resolve(directory);
  const pathOf = (key: string) => join(root, ...checkKey(key).split('/'));
  return {
    kind: 'disk',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(partial, bytes);
        await rename(partial, path);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return undefined;
        const contentType = typeOf[extname(path).toLowerCase()] ?? 'application/octet-stream';
        return { body: createReadStream(path), contentType, size: info.size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
