// Uploads in an S3-compatible bucket (AWS S3, MinIO, R2…), path-style URLs, requests signed by
// aws4fetch (ADR 0009). The app serves the files itself at /uploads/<key>, so the bucket can stay private.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import type { Config } from '../../../config/config.ts';
import type { FileStorage, StoredObject } from './storage.ts';

export type S3Settings = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Temporary credentials (an IAM role, STS) come with a token that is sent and signed. */
  sessionToken?: string;
};

const TIMEOUT_MS = 20_000;
// aws4fetch retries 5xx and 429 itself, with jittered backoff from 50 ms; a refused or dropped
// connection rejects instead, so `send` retries those the same number of times.
const RETRIES = 3;
const RETRY_BASE_MS = 50;

/** S3 settings when any S3_* variable is set; a half-configured bucket is an error, not a silent fallback. */
export function s3SettingsFrom(config: Config): S3Settings | undefined {
  const { S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_SESSION_TOKEN } =
    config;
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
    sessionToken: S3_SESSION_TOKEN,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class S3Storage implements FileStorage {
  readonly kind = 's3';
  private readonly client: AwsClient;

  constructor(private readonly settings: S3Settings) {
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      sessionToken: settings.sessionToken,
      service: 's3',
      region: settings.region,
      retries: RETRIES,
      initRetryMs: RETRY_BASE_MS,
    });
  }

  private async send(method: string, key: string, body?: Buffer, headers: Record<string, string> = {}) {
    const url = `${this.settings.endpoint}/${this.settings.bucket}/${encodeURIComponent(key)}`;
    // The body's hash is signed (aws4fetch would send UNSIGNED-PAYLOAD) so a plain-http endpoint
    // cannot have the bytes swapped on the way.
    const payloadHash = createHash('sha256')
      .update(body ?? '')
      .digest('hex');
    const init = {
      method,
      headers: { ...headers, 'x-amz-content-sha256': payloadHash },
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    };
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.client.fetch(url, init);
      } catch (error) {
        if (init.signal.aborted || attempt >= RETRIES) throw error;
        await sleep(Math.random() * RETRY_BASE_MS * 2 ** attempt);
      }
    }
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
