import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Ctx } from '../../plugins/context';
import { createDiskStore } from './disk-store';
import { createS3Store } from './s3-store';

/** A stored object: its bytes (or a stream of them) and its content type. */
export interface StoredObject {
  body: Buffer | Readable;
  contentType: string;
  /** Bytes, when known without reading the body. */
  size?: number;
}

/**
 * Where media bytes live: a directory (one instance, the default) or an S3-compatible bucket (many
 * instances behind a load balancer). Keys are `/`-separated paths of `[A-Za-z0-9._-]` segments.
 * Writing an existing key again must leave the same bytes, since keys are content-addressed.
 */
export interface MediaStore {
  readonly kind: 'disk' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Undefined when no object has the key. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys as the stores accept them: no absolute paths, no `..`, nothing a file system would reinterpret. */
const validKey = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
export function checkKey(key: string): string {
  if (!validKey.test(key) || key.length > 512) throw new Error(`invalid media key: ${JSON.stringify(key)}`);
  return key;
}

export type MediaConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'MEDIA_DIR'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/** The bucket when S3_BUCKET is set, else the directory MEDIA_DIR (default `${DATA_DIR}/media`). */
export function createMediaStore(config: MediaConfig): MediaStore {
  if (config.S3_BUCKET) {
    return createS3Store({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return createDiskStore(config.MEDIA_DIR ?? `${config.DATA_DIR.replace(/\/+$/, '')}/media`);
}

/** The media store a service call works with. */
export const storeOf = (ctx: Ctx): MediaStore => ctx.media;
