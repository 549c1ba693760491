// A real SMTP server for the e-mail tests (the smtp-server package), keeping every message it
// accepts with its envelope, headers and decoded text and HTML parts. `rejectNext` makes it refuse
// the next messages with a temporary error, to exercise retries.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  from: string;
  to: string[];
  raw: string;
  header(name: string): string | undefined;
  /** Every text/* part, decoded and joined. */
  body: string;
};

export type TestSmtp = { url: string; mails: ReceivedMail[]; rejectNext: number; close(): Promise<void> };

function decodePart(part: string): string {
  const split = part.indexOf('\r\n\r\n');
  if (split < 0) return '';
  const headers = part.slice(0, split);
  const content = part.slice(split + 4);
  if (!/content-type:\s*text\//i.test(headers) && /content-type:/i.test(headers)) return '';
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = content
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return content;
}

function parse(raw: string, from: string, to: string[]): ReceivedMail {
  const headerEnd = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, headerEnd).replace(/\r\n[ \t]+/g, ' ');
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]!);
  const parts = boundaries.length
    ? raw.split(
        new RegExp(`--(?:${boundaries.map((b) => b.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`),
      )
    : [raw];
  return {
    from,
    to,
    raw,
    header: (name) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1],
    body: parts.map((p) => decodePart(p.replace(/^\r\n/, ''))).join('\n'),
  };
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const state = { rejectNext: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.rejectNext > 0) {
          state.rejectNext -= 1;
          const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          return callback(error);
        }
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        mails.push(
          parse(
            Buffer.concat(chunks).toString('utf8'),
            from,
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    get rejectNext() {
      return state.rejectNext;
    },
    set rejectNext(n: number) {
      state.rejectNext = n;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
