import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { loadConfig } from '../../config';
import { createDiskStore } from './disk-store';
import { createS3Store } from './s3-store';
import { createMediaStore, type MediaStore, type StoredObject } from './store';

/** A real S3-compatible server (s3rver) in this process, on a free loopback port. */
let s3: S3rver;
let endpoint: string;
let work: string;
const bucket = 'meja-media';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'meja-store-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(work, 's3'),
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3.close();
  await rm(work, { recursive: true, force: true });
});

async function bytesOf(found: StoredObject | undefined) {
  if (!found) return undefined;
  if (Buffer.isBuffer(found.body)) return found.body;
  const chunks: Buffer[] = [];
  for await (const c of found.body as Readable) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

const stores: [string, () => MediaStore][] = [
  ['disk', () => createDiskStore(join(work, 'disk'))],
  [
    's3',
    () => createS3Store({ bucket, endpoint, region: 'us-east-1', forcePathStyle: true, ...credentials }),
  ],
];

describe.each(stores)('the %s media store', (_kind, make) => {
  it('puts, gets and deletes an object with its content type', async () => {
    const store = make();
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c83' } })
      .jpeg()
      .toBuffer();
    await store.put('abc123/card.jpg', bytes, 'image/jpeg');
    const found = await store.get('abc123/card.jpg');
    expect(found?.contentType).toBe('image/jpeg');
    expect(found?.size).toBe(bytes.length);
    expect((await bytesOf(found))?.equals(bytes)).toBe(true);
    // Writing the same key again (content-addressed: the same bytes) is fine.
    await store.put('abc123/card.jpg', bytes, 'image/jpeg');
    await store.delete('abc123/card.jpg');
    expect(await store.get('abc123/card.jpg')).toBeUndefined();
    await store.delete('abc123/card.jpg');
  });

  it('answers undefined for a missing key and refuses keys that escape', async () => {
    const store = make();
    expect(await store.get('nothing/here.png')).toBeUndefined();
    for (const bad of ['../x.jpg', '/etc/passwd', 'a/../../b.jpg', 'a//b', '']) {
      await expect(store.get(bad), bad).rejects.toThrow(/invalid media key/);
    }
  });
});

// s3rver checks the access key id but not SigV4 signatures themselves; aws4fetch signs them.
it('fails loudly when the bucket refuses the credentials', async () => {
  const store = createS3Store({
    bucket,
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    accessKeyId: 'NOBODY',
    secretAccessKey: 'wrong',
  });
  await expect(store.put('k/x.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
    /S3 PUT k\/x\.jpg failed: 403 [\s\S]*InvalidAccessKeyId/,
  );
});

it('chooses the bucket when S3_BUCKET is set, else MEDIA_DIR or DATA_DIR/media', () => {
  expect(createMediaStore(loadConfig({ DATA_DIR: '/tmp/x' })).kind).toBe('disk');
  const s3Env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'a',
    S3_SECRET_ACCESS_KEY: 'b',
  };
  expect(createMediaStore(loadConfig(s3Env)).kind).toBe('s3');
  expect(() => loadConfig({ S3_BUCKET: bucket })).toThrow(/S3_ACCESS_KEY_ID/);
  expect(loadConfig({ ...s3Env, S3_FORCE_PATH_STYLE: 'true' }).S3_FORCE_PATH_STYLE).toBe(true);
});

it('runs the media library on the bucket: upload, serve, delete', async () => {
  const store = createS3Store({
    bucket,
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    ...credentials,
  });
  const t = await createTestApp({ media: store });
  try {
    const merchant = await t.token('merchant');
    const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    const boundary = 'mejaboundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="display_name"\r\n\r\nMee Goreng\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="mee.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      picture,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.call(merchant, {
      method: 'POST',
      url: '/api/media',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id, urls } = res.json().data;
    const file = await t.call(null, { method: 'GET', url: urls.card });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(file.rawPayload).metadata()).width).toBe(750);
    const key = urls.card.replace('/api/media/file/', '');
    expect(await store.get(key)).toBeDefined();
    expect((await t.call(merchant, { method: 'DELETE', url: `/api/media/${id}` })).statusCode).toBe(200);
    expect(await store.get(key)).toBeUndefined();
    expect((await t.call(null, { method: 'GET', url: urls.card })).statusCode).toBe(404);
  } finally {
    await t.close();
  }
});
