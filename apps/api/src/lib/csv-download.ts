// A dated CSV download (`<name>-YYYY-MM-DD.csv`, UTF-8) of the admin exports: orders, customers,
// products. A streamed export is pulled once before the headers go out, so a 401/403 it throws
// becomes a JSON error, not a broken download; the rest streams a batch at a time.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export async function sendCsvDownload(
  reply: FastifyReply,
  name: string,
  csv: string | AsyncGenerator<string>,
): Promise<FastifyReply> {
  let body: string | Readable;
  if (typeof csv === 'string') {
    body = csv;
  } else {
    const first = await csv.next();
    body = Readable.from(
      (async function* () {
        if (!first.done) yield first.value;
        yield* csv;
      })(),
    );
  }
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}-${day}.csv"`)
    .send(body);
}
