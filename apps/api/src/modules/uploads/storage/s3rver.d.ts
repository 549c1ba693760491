// Types for the parts of @20minutes/s3rver (a test-only S3 server, ships no types) the tests use.
declare module '@20minutes/s3rver' {
  import type { Server } from 'node:http';
  import type { Readable } from 'node:stream';

  type S3rverObject = { content: Readable; metadata: Record<string, string> };

  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      directory: string;
      silent?: boolean;
      resetOnClose?: boolean;
      configureBuckets?: { name: string }[];
    });
    httpServer: Server;
    store: { getObject(bucket: string, key: string): Promise<S3rverObject | null> };
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
