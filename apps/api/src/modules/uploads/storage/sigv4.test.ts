// The signer against the worked examples of the S3 SigV4 documentation ("Examples: Signature
// Calculations in AWS Signature Version 4"): same keys, date and requests, same signatures.
import { describe, expect, it } from 'vitest';
import { EMPTY_SHA256, encodeRfc3986, sha256Hex, signRequest } from './sigv4.ts';

const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  date: new Date('2013-05-24T00:00:00Z'),
};
const host = 'https://examplebucket.s3.amazonaws.com';

describe('AWS Signature Version 4 (S3 documentation vectors)', () => {
  it('GET Object with a Range header', () => {
    const signed = signRequest({
      ...credentials,
      method: 'GET',
      url: new URL(`${host}/test.txt`),
      headers: { Range: 'bytes=0-9' },
      payloadHash: EMPTY_SHA256,
    });
    expect(signed.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(signed.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(signed.headers['x-amz-date']).toBe('20130524T000000Z');
  });

  it('PUT Object with a body and a key that needs encoding', () => {
    const body = Buffer.from('Welcome to Amazon S3.');
    expect(sha256Hex(body)).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const signed = signRequest({
      ...credentials,
      method: 'PUT',
      url: new URL(`${host}/test$file.text`),
      headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      payloadHash: sha256Hex(body),
    });
    expect(sha256Hex(signed.canonicalRequest)).toBe(
      '9e0e90d9c76de8fa5b200d8c849cd5b8dc7a3be3951ddb7f6a76b4158342019d',
    );
    expect(signed.signature).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it('GET Bucket lifecycle: a query parameter without a value', () => {
    const signed = signRequest({
      ...credentials,
      method: 'GET',
      url: new URL(`${host}/?lifecycle`),
      payloadHash: EMPTY_SHA256,
    });
    expect(signed.signature).toBe('fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543');
  });

  it('GET Bucket (list objects): query parameters sorted', () => {
    const signed = signRequest({
      ...credentials,
      method: 'GET',
      url: new URL(`${host}/?prefix=J&max-keys=2`),
      payloadHash: EMPTY_SHA256,
    });
    expect(signed.signature).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });

  it('encodes as RFC 3986 wants', () => {
    expect(encodeRfc3986("a b!'()*~._-")).toBe('a%20b%21%27%28%29%2A~._-');
  });
});
