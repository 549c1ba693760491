// Uploads in an S3-compatible bucket (AWS S3, MinIO, R2…), path-style URLs, SigV4-signed fetch calls.
// The app serves the files itself at /uploads/<key>, so the bucket can stay private.
import { Readable } from 'node:stream';
import type { Config } from '../../../config/config.ts';
import { sha256Hex, signRequest } from './sigv4.ts';
import type { FileStorage, StoredObject } from './storage.ts';

export type S3Settings = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

const TIMEOUT_MS = 20_000;

/** S3 settings when any S3_* variable is set; a half-configured bucket is an error, not a silent fallback. */
export function s3SettingsFrom(config: Config): S3Settings | undefined {
  const { S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (!S3_ENDPOINT && !S3_BUCKET && !S3_ACCESS_KEY_ID && !S3_SECRET_ACCESS_KEY) return undefined;
  if (!S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new Error('S3 storage needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  const region = S3_REGION ?? 'us-east-1';
  return {
    endpoint: (S3_ENDPOINT ?? `https://s3.${region}.amazonaws.com`).replace(/\/+$/, ''),
    bucket: S3_BUCKET,
    region,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
  };
}

export class S3Storage implements FileStorage {
  readonly kind = 's3';

  constructor(private readonly settings: S3Settings) {}

  private async send(method: string, key: string, body?: Buffer, headers: Record<string, string> = {}) {
    const url = new URL(`${this.settings.endpoint}/${this.settings.bucket}/${encodeURIComponent(key)}`);
    const signed = signRequest({
      method,
      url,
      headers,
      payloadHash: sha256Hex(body ?? ''),
      region: this.settings.region,
      accessKeyId: this.settings.accessKeyId,
      secretAccessKey: this.settings.secretAccessKey,
      date: new Date(),
    });
    return fetch(url, {
      method,
      headers: signed.headers,
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, body, { 'content-type': contentType });
    if (!response.ok) throw new Error(`Object storage refused the upload (${response.status})`);
    await response.body?.cancel();
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const response = await this.send('GET', key);
    if (response.status === 404) {
      await response.body?.cancel();
      return undefined;
    }
    if (!response.ok || !response.body) throw new Error(`Object storage read failed (${response.status})`);
    const length = Number(response.headers.get('content-length'));
    return {
      body: Readable.fromWeb(response.body as import('node:stream/web').ReadableStream),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      contentLength: Number.isFinite(length) && length > 0 ? length : undefined,
    };
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    await response.body?.cancel();
    if (!response.ok && response.status !== 404) {
      throw new Error(`Object storage delete failed (${response.status})`);
    }
  }
}
