// A tiny DNS server for the tests (UDP, on 127.0.0.1 and a free port): it answers TXT, CNAME and A
// questions from a table the test edits, NXDOMAIN for a name it does not know, and an empty answer
// for a type the name lacks. Point config DNS_RESOLVER at `server.address`.
import { createSocket, type RemoteInfo } from 'node:dgram';

export type DnsAnswers = { TXT?: string[]; CNAME?: string; A?: string[] };

export type TestDnsServer = {
  /** `127.0.0.1:port`, for DNS_RESOLVER. */
  address: string;
  /** The published records by name (lower-case, no trailing dot). */
  records: Map<string, DnsAnswers>;
  close(): Promise<void>;
};

const TYPES = { A: 1, CNAME: 5, TXT: 16 } as const;

function readName(message: Buffer, start: number): { name: string; end: number } {
  const labels: string[] = [];
  let offset = start;
  while (offset < message.length) {
    const length = message[offset] ?? 0;
    if (length === 0) return { name: labels.join('.').toLowerCase(), end: offset + 1 };
    labels.push(message.subarray(offset + 1, offset + 1 + length).toString('latin1'));
    offset += 1 + length;
  }
  return { name: labels.join('.').toLowerCase(), end: offset };
}

function encodeName(name: string): Buffer {
  const parts = name.replace(/\.$/, '').split('.').filter(Boolean);
  return Buffer.concat([
    ...parts.map((part) => Buffer.concat([Buffer.from([part.length]), Buffer.from(part)])),
    Buffer.from([0]),
  ]);
}

function rdataOf(type: number, value: string): Buffer {
  if (type === TYPES.A) return Buffer.from(value.split('.').map(Number));
  if (type === TYPES.CNAME) return encodeName(value);
  const chunks: Buffer[] = [];
  for (let i = 0; i < value.length || i === 0; i += 255) {
    const part = Buffer.from(value.slice(i, i + 255));
    chunks.push(Buffer.from([part.length]), part);
    if (value.length === 0) break;
  }
  return Buffer.concat(chunks);
}

function answer(query: Buffer, records: Map<string, DnsAnswers>): Buffer {
  const { name, end } = readName(query, 12);
  const type = query.readUInt16BE(end);
  const question = query.subarray(12, end + 4);
  const entry = records.get(name);
  const values: string[] = !entry
    ? []
    : type === TYPES.TXT
      ? (entry.TXT ?? [])
      : type === TYPES.CNAME
        ? entry.CNAME
          ? [entry.CNAME]
          : []
        : type === TYPES.A
          ? (entry.A ?? [])
          : [];
  const header = Buffer.alloc(12);
  header.writeUInt16BE(query.readUInt16BE(0), 0);
  header.writeUInt16BE(0x8180 | (entry ? 0 : 3), 2); // response, recursion available; NXDOMAIN when unknown
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(values.length, 6);
  const answers = values.map((value) => {
    const rdata = rdataOf(type, value);
    const fixed = Buffer.alloc(12);
    fixed.writeUInt16BE(0xc00c, 0);
    fixed.writeUInt16BE(type, 2);
    fixed.writeUInt16BE(1, 4);
    fixed.writeUInt32BE(60, 6);
    fixed.writeUInt16BE(rdata.length, 10);
    return Buffer.concat([fixed, rdata]);
  });
  return Buffer.concat([header, question, ...answers]);
}

export async function startTestDnsServer(port = 0): Promise<TestDnsServer> {
  const socket = createSocket('udp4');
  const records = new Map<string, DnsAnswers>();
  socket.on('message', (message: Buffer, remote: RemoteInfo) => {
    try {
      socket.send(answer(message, records), remote.port, remote.address);
    } catch {
      // a malformed question gets no answer, as from a real server
    }
  });
  await new Promise<void>((resolve) => socket.bind(port, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    records,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
