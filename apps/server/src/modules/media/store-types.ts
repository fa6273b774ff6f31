import type { Readable } from 'node:stream';

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
