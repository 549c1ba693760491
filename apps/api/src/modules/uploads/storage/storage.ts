// Where uploaded files live: the local data folder by default, S3-compatible object storage when
// S3_* is configured (DESIGN §7, §8) so that any number of app instances share the same files.
import type { Readable } from 'node:stream';
import type { Config } from '../../../config/config.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage, s3SettingsFrom } from './s3-storage.ts';

export type StoredObject = { body: Readable; contentType: string; contentLength?: number };

export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or undefined when there is none under that key. */
  get(key: string): Promise<StoredObject | undefined>;
  delete(key: string): Promise<void>;
}

// One storage per config object: tests build apps with different DATA_DIRs side by side.
const byConfig = new WeakMap<Config, FileStorage>();

export function storageFor(config: Config): FileStorage {
  let storage = byConfig.get(config);
  if (!storage) {
    const s3 = s3SettingsFrom(config);
    storage = s3 ? new S3Storage(s3) : new LocalStorage(config.DATA_DIR);
    byConfig.set(config, storage);
  }
  return storage;
}
