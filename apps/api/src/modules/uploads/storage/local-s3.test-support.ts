// A real S3-compatible server for the tests: @20minutes/s3rver, which checks each request's SigV4
// signature with its own code against its one key pair (S3RVER / S3RVER) and answers a mismatch
// with 403 SignatureDoesNotMatch, as S3 does. Objects live in a temporary folder.

import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';

export const LOCAL_S3_ACCESS_KEY_ID = 'S3RVER';
export const LOCAL_S3_SECRET_ACCESS_KEY = 'S3RVER';

export type LocalS3 = {
  endpoint: string;
  /** Headers of every request that reached the server, oldest first. */
  requests: IncomingHttpHeaders[];
  /** The stored object as the server holds it, or undefined. */
  object(bucket: string, key: string): Promise<{ body: Buffer; contentType: string } | undefined>;
  close(): Promise<void>;
};

export async function startLocalS3(buckets: string[]): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'storefleet-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const requests: IncomingHttpHeaders[] = [];
  server.httpServer.on('request', (request) => requests.push(request.headers));
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests,
    async object(bucket, key) {
      const stored = await server.store.getObject(bucket, key);
      if (!stored) return undefined;
      const chunks: Buffer[] = [];
      for await (const chunk of stored.content) chunks.push(chunk as Buffer);
      return { body: Buffer.concat(chunks), contentType: String(stored.metadata['content-type']) };
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
