// The funnel's calls (ADR 0083): the store front's beacon `POST /api/events` and the owner's
// `GET /api/admin/analytics/funnel` (+ `.csv`).
import {
  errorBodySchema,
  funnelEventQuerySchema,
  funnelEventSchema,
  funnelQuerySchema,
  funnelSchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsvDownload } from '../../lib/csv-download.ts';
import { BadRequestError } from '../../lib/errors.ts';
import { exportFunnelCsv, getFunnel, recordFunnelEvent } from './funnel.service.ts';

const tags = ['analytics'];
/** A beacon is a few bytes; anything much larger is not one. */
const BEACON_BODY_LIMIT = 1024;

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export const funnelRoutes: FastifyPluginAsyncZod = async (app) => {
  // `navigator.sendBeacon` with a string sends it as text/plain (a Blob typed JSON is refused by some
  // browsers): on this plugin's routes such a body is read as the JSON it is.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: BEACON_BODY_LIMIT },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(new BadRequestError('The event must be JSON, like {"type":"session"}'), undefined);
      }
    },
  );

  app.post(
    '/api/events',
    {
      bodyLimit: BEACON_BODY_LIMIT,
      config: { rateLimit: 'funnel-events' },
      schema: {
        tags,
        summary: "Count one step of the store front's funnel",
        description:
          'The store front\'s first-party beacon: `{"type": "session" | "product_view" | "add_to_cart" | ' +
          '"checkout_started"}` as JSON (or text/plain holding JSON, as `navigator.sendBeacon` sends it). ' +
          "The store is the address's (`?tenantId`, else the Host), never the body's. Only the day's " +
          'count for the store is kept: no address, browser or id. A request with `DNT: 1` or ' +
          '`Sec-GPC: 1`, or from a bot, is answered 204 and not counted.',
        querystring: funnelEventQuerySchema,
        body: funnelEventSchema,
        response: { 204: z.null(), 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await recordFunnelEvent(request.ctx, {
        type: request.body.type,
        store: { tenantId: request.query.tenantId, host: request.headers.host },
        headers: {
          dnt: header(request.headers.dnt),
          gpc: header(request.headers['sec-gpc']),
          userAgent: header(request.headers['user-agent']),
        },
      });
      return reply.status(204).send(null);
    },
  );

  const adminErrors = {
    400: errorBodySchema,
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
  };

  app.get(
    '/api/admin/analytics/funnel',
    {
      config: { access: 'storeAdmin', permission: 'analytics' },
      schema: {
        tags,
        summary: "The store front's conversion funnel for a span of days",
        description:
          'Sessions, product views, adds to cart and checkouts started as the store front reported them, ' +
          'and the orders placed, from `from` to `to` (YYYY-MM-DD, both included, the store’s days in its time zone; default the ' +
          'last 30 days). `conversionRate` is orders per session.',
        querystring: funnelQuerySchema,
        response: { 200: funnelSchema, ...adminErrors },
      },
    },
    async (request) => getFunnel(request.ctx, request.query),
  );

  app.get(
    '/api/admin/analytics/funnel.csv',
    {
      config: { access: 'storeAdmin', permission: 'analytics' },
      schema: {
        tags,
        summary: "The store front's conversion funnel as CSV, a row a day",
        description: 'UTF-8 with a header row, one row per day from `from` to `to`, then the total.',
        querystring: funnelQuerySchema,
      },
    },
    async (request, reply) =>
      sendCsvDownload(reply, 'funnel', await exportFunnelCsv(request.ctx, request.query)),
  );
};
