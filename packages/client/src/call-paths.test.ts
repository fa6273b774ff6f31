/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const sources = ['packages/client/src', 'apps/portal/src', 'apps/order/src'];

/** A string or template opening with an API path: /api/…, /admin…, /public/…, /agent…. */
const apiPath = /['"`]\/(?:api\/|(?:admin|public|agent)[/_'"`])/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) yield* files(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

describe('API paths', () => {
  it('are written only in the calls of the contracts, never in the client or the apps', () => {
    const found = sources.flatMap((dir) =>
      [...files(dir)].flatMap((file) =>
        readFileSync(join(root, file), 'utf8')
          .split('\n')
          .map((line, i) => ({ at: `${file}:${i + 1}`, line: line.trim() }))
          .filter(({ line }) => apiPath.test(line) && !line.startsWith('*') && !line.startsWith('//')),
      ),
    );
    expect(found).toEqual([]);
  });
});
