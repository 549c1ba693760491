// A local stand-in for an S3-compatible server: it re-derives each request's SigV4 signature from
// what actually arrived on the wire (host with port, path, headers, body hash) and refuses
// mismatches with 403 SignatureDoesNotMatch, as S3 does. Objects live in a Map.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sha256Hex, signRequest } from './sigv4.ts';

export type FakeS3 = {
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  requests: string[];
  close(): Promise<void>;
};

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

function signatureMatches(request: IncomingMessage, body: Buffer, secret: string, region: string): boolean {
  const auth = /Credential=([^/]+)\/\d{8}\/[^,]+,SignedHeaders=([^,]+),Signature=([a-f0-9]{64})/.exec(
    request.headers.authorization ?? '',
  );
  const stamp = request.headers['x-amz-date'];
  const payloadHash = request.headers['x-amz-content-sha256'];
  if (!auth || typeof stamp !== 'string' || payloadHash !== sha256Hex(body)) return false;
  const [, accessKeyId, signedHeaders, signature] = auth;
  const iso = stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z');
  const headers: Record<string, string> = {};
  for (const name of signedHeaders!.split(';')) {
    if (!['host', 'x-amz-date', 'x-amz-content-sha256'].includes(name))
      headers[name] = String(request.headers[name]);
  }
  const expected = signRequest({
    method: request.method ?? 'GET',
    url: new URL(`http://${request.headers.host}${request.url}`),
    headers,
    payloadHash,
    region,
    accessKeyId: accessKeyId!,
    secretAccessKey: secret,
    date: new Date(iso),
  });
  return expected.signature === signature;
}

export async function startFakeS3(secret: string, region = 'eu-west-2'): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: string[] = [];
  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    requests.push(`${request.method} ${request.url}`);
    if (!signatureMatches(request, body, secret, region)) {
      response
        .writeHead(403, { 'content-type': 'application/xml' })
        .end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const key = request.url ?? '';
    if (request.method === 'PUT') {
      objects.set(key, { body, contentType: String(request.headers['content-type']) });
      response.writeHead(200).end();
    } else if (request.method === 'GET') {
      const object = objects.get(key);
      if (!object) response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      else
        response
          .writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length })
          .end(object.body);
    } else if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
    } else {
      response.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
