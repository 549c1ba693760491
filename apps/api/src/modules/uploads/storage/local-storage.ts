// Uploads on the local disk under DATA_DIR/uploads: the zero-config default for one machine.
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage, StoredObject } from './storage.ts';

/** Keys are server-made; anything else is refused so no path can leave the folder. */
const SAFE_KEY = /^[a-z0-9][a-z0-9._-]{0,200}$/;

export class LocalStorage implements FileStorage {
  readonly kind = 'local';
  private readonly dir: string;

  constructor(dataDir: string) {
    this.dir = path.resolve(dataDir, 'uploads');
  }

  private pathOf(key: string): string {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(this.dir, key);
  }

  async put(key: string, body: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(this.dir, { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temp = `${target}.${process.pid}.tmp`;
    await writeFile(temp, body);
    await rename(temp, target);
  }

  async get(key: string): Promise<StoredObject | undefined> {
    if (!SAFE_KEY.test(key) || key.includes('..')) return undefined;
    const file = this.pathOf(key);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { body: createReadStream(file), contentType: contentTypeOf(key), contentLength: info.size };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

export function contentTypeOf(key: string): string {
  return key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream';
}
