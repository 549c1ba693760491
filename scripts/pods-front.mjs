// The routing front of the pods simulation (ADR 0022): an HTTP proxy that finds the store a request
// is for, looks its pod up in the directory cache and passes the request to that pod's app. A store
// that is moving holds its requests for a moment, then answers 503 with Retry-After.
import http from 'node:http';

/** Set by the front on a request it could place: later calls that name no store (the checkout's
 * details and card calls name only a payment id) follow it. It names the store, not the pod, so it
 * stays right when the store moves. */
export const STORE_COOKIE = 'storefleet_store';
const MAX_BODY_BYTES = 1 << 20;

/** What a request line says about its store: an id, a slug, or nothing. */
export function storeHintOfUrl(url) {
  const { pathname, searchParams } = new URL(url, 'http://front');
  const path = pathname.split('/');
  if (path[1] === 's' && path[2]) return { slug: decodeURIComponent(path[2]) };
  if (path[1] === 'store' && /^\d+$/.test(path[2] ?? '')) return { id: Number(path[2]) };
  if (path[1] === 'api' && path[2] === 'tenant') {
    if (path[3] === 'slug' && path[4]) return { slug: decodeURIComponent(path[4]) };
    if (/^\d+$/.test(path[3] ?? '')) return { id: Number(path[3]) };
  }
  if (path[1] === 'api' && path[2] === 'webhooks' && /^\d+$/.test(path[4] ?? ''))
    return { id: Number(path[4]) };
  const tenantId = searchParams.get('tenantId');
  if (tenantId && /^\d+$/.test(tenantId)) return { id: Number(tenantId) };
  return null;
}

/** The store a JSON body names: create-payment-intent's tenantId, confirm-payment's orderData.tenantId, sign-in's tenantSlug. */
export function storeHintOfBody(body) {
  let json;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  if (!json || typeof json !== 'object') return null;
  const id = json.tenantId ?? json.orderData?.tenantId;
  if (id !== undefined && /^\d+$/.test(String(id))) return { id: Number(id) };
  if (typeof json.tenantSlug === 'string' && json.tenantSlug) return { slug: json.tenantSlug };
  return null;
}

function cookieStoreId(header) {
  const match = /(?:^|;\s*)storefleet_store=(\d+)/.exec(header ?? '');
  return match ? Number(match[1]) : undefined;
}

async function readBody(request) {
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Starts the front on `port` (0: any free one). `defaultPod` serves what names no known store
 * (static files, the platform's own pages). `holdMs`: how long a moving store's request waits.
 */
export async function startFront({ directory, defaultPod, port = 0, holdMs = 2000 }) {
  const inFlight = new Map();
  const drains = new Map();
  const served = new Map();
  const holds = { waiting: 0, total: 0 };

  function lookup(hint) {
    if (!hint) return undefined;
    return hint.id !== undefined ? directory.byId(hint.id) : directory.bySlug(hint.slug);
  }

  function finished(storeId) {
    const left = (inFlight.get(storeId) ?? 1) - 1;
    inFlight.set(storeId, left);
    if (left === 0) for (const resolve of drains.get(storeId)?.splice(0) ?? []) resolve();
  }

  async function handle(request, response) {
    const wantsBody = !['GET', 'HEAD'].includes(request.method ?? 'GET');
    const body = wantsBody ? await readBody(request) : undefined;
    if (body === null) return reply(response, 413, { message: 'Request body too large' });

    // The order the app itself reads them in: the URL, then the body, then the store's own domain.
    const host = request.headers.host?.replace(/:\d+$/, '').toLowerCase();
    const explicit =
      lookup(storeHintOfUrl(request.url ?? '/')) ??
      (body && /json/.test(request.headers['content-type'] ?? '')
        ? lookup(storeHintOfBody(body))
        : undefined) ??
      (host ? directory.byDomain(host) : undefined);
    let entry = explicit ?? directory.byId(cookieStoreId(request.headers.cookie));

    if (entry?.state === 'moving') {
      holds.waiting++;
      holds.total++;
      const ready = await directory.waitFor(entry.storeId, (e) => e?.state === 'active', holdMs);
      holds.waiting--;
      if (!ready) {
        response.setHeader('Retry-After', '1');
        return reply(response, 503, {
          message: 'This store is moving to new hardware; try again in a moment',
          code: 'store_moving',
        });
      }
      entry = directory.byId(entry.storeId);
    }
    const pod = entry?.pod ?? defaultPod;
    // Counted in the same tick as the state check above: a move that has seen 'moving' and then
    // drained can be sure no request of the store is on its way to the old pod.
    if (entry) {
      inFlight.set(entry.storeId, (inFlight.get(entry.storeId) ?? 0) + 1);
      response.once('close', () => finished(entry.storeId));
    }
    served.set(pod, (served.get(pod) ?? 0) + 1);
    const target = new URL(request.url ?? '/', directory.podUrl(pod));
    const headers = { ...request.headers };
    const forwardedFor = request.socket.remoteAddress ?? '';
    headers['x-forwarded-for'] = headers['x-forwarded-for']
      ? `${headers['x-forwarded-for']}, ${forwardedFor}`
      : forwardedFor;
    if (body) headers['content-length'] = String(body.length);

    const upstream = http.request(target, { method: request.method, headers }, (answer) => {
      const out = { ...answer.headers, 'x-storefleet-pod': pod };
      if (explicit) {
        const cookie = `${STORE_COOKIE}=${explicit.storeId}; Path=/; HttpOnly; SameSite=Lax`;
        out['set-cookie'] = [...(answer.headers['set-cookie'] ?? []), cookie];
      }
      response.writeHead(answer.statusCode ?? 502, out);
      answer.pipe(response);
    });
    upstream.on('error', () => {
      if (!response.headersSent) reply(response, 502, { message: `Pod ${pod} did not answer` });
      else response.destroy();
    });
    if (body) upstream.end(body);
    else request.pipe(upstream);
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch(() => reply(response, 502, { message: 'The front failed' }));
  });
  server.keepAliveTimeout = 5000;
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    /** Requests passed to each pod so far. */
    served: () => Object.fromEntries(served),
    /** Requests of moving stores: waiting now, and ever held. */
    holds: () => ({ ...holds }),
    /** Resolves when no request of the store is in flight. */
    drain(storeId) {
      if (!inFlight.get(storeId)) return Promise.resolve();
      return new Promise((resolve) => {
        const list = drains.get(storeId) ?? [];
        list.push(resolve);
        drains.set(storeId, list);
      });
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

function reply(response, status, body) {
  if (response.headersSent) return response.destroy();
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}
