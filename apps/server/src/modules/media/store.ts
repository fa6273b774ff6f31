import type { Config } from '../../config';
import { createDiskStore } from './disk-store';
import { createS3Store } from './s3-store';
import type { MediaStore } from './store-types';

export type { MediaStore, StoredObject } from './store-types';

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
