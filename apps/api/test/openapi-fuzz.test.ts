// Property-based fuzzing of every operation in the app's own OpenAPI description (DESIGN §5: bad
// input is a 4xx, never a 5xx; 401/403 before 400). fast-check draws, from a fixed seed, requests
// with hostile path parameters, query strings and bodies (null, arrays, wrong types, control
// characters, ids past the integer column, valid-looking objects, multipart forms), and each is
// sent by four callers: anonymous, a customer, the owner of another store, and the owner (then by a
// super admin, so the operator's routes meet hostile input past their 401/403 too). Asserted:
// no 5xx for anyone; anonymous gets 401 on every route that needs a session, a customer 403 on
// store-admin and super-admin routes, the other store's owner 403 when naming the owner's store;
// and no row of the owner's store changes while the first three call.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { categories, cmsContent } from '../src/db/schema/index.ts';
import { seedShop } from '../src/modules/checkout/checkout.test-support.ts';
import { seedOrders } from '../src/modules/orders/admin-orders.test-support.ts';
import { createTestApp, loginCookie, signInUsers, type TestApp, testConfig } from './app.ts';

/** Fixed, so CI sends the same requests every run; FUZZ_SEED / FUZZ_RUNS explore further by hand. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
/** Requests drawn per operation and caller: about 88 operations × 5 callers × this. */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 6);

type Caller = 'anonymous' | 'customer' | 'otherOwner' | 'owner' | 'superAdmin';
type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  required?: string[];
};
type Parameter = { in: 'path' | 'query'; name: string; schema?: JsonSchema };
type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  access?: 'user' | 'storeAdmin' | 'superAdmin';
};
type DrawnRequest = { url: string; query: Record<string, string>; payload: Payload };
type Payload =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; contentType: string }
  | { kind: 'form'; fields: Array<[string, string]>; file?: string };

/** Routes that anyone may call (the store front, checkout, sign-in, webhooks, health). */
const PUBLIC_OPERATIONS = new Set([
  'GET /api/healthz',
  'POST /api/login',
  'POST /api/logout',
  'POST /api/account/set-password',
  'GET /api/tenant/current',
  'GET /api/tenant/slug/{slug}',
  'GET /api/tenant/{id}/public',
  'GET /api/products',
  'GET /api/cms/content',
  'GET /api/shipping-options',
  'POST /api/create-payment-intent',
  'POST /api/checkout/{paymentIntentId}/details',
  'POST /api/confirm-payment',
  'POST /api/sandbox/payment-intents/{id}/confirm',
  'POST /api/webhooks/stripe/{tenantId}',
  'POST /api/webhooks/sumup/{tenantId}',
]);

/** Tables anonymous shoppers write in a store by design (an unfinished checkout, a webhook seen). */
const CHECKOUT_SCRATCH_TABLES = new Set([
  'checkout_snapshots',
  'sandbox_payment_intents',
  'sandbox_payment_methods',
  'processed_webhook_events',
]);

let t: TestApp;
let cookies: Record<Exclude<Caller, 'anonymous'>, string>;
let ownerStore: number;
let otherStore: number;
/** Real ids of the owner's store, so some drawn requests reach past validation to the rows. */
let realIds: number[];
let operations: Operation[];

beforeAll(async () => {
  t = await createTestApp({ config: testConfig({ RATE_LIMIT_MULTIPLIER: '0' }) });
  const shop = await seedShop(t.db, 'fuzz-owner');
  const other = await seedShop(t.db, 'fuzz-other');
  ownerStore = shop.tenant.id;
  otherStore = other.tenant.id;
  const [category] = await t.db.insert(categories).values({ tenantId: ownerStore, name: 'Tees' }).returning();
  const [content] = await t.db
    .insert(cmsContent)
    .values({ tenantId: ownerStore, key: 'hero_title', value: 'Welcome' })
    .returning();
  const orders = await seedOrders(t.db, ownerStore, [{ customerName: 'Ada' }, { customerName: 'Bob' }]);
  realIds = [
    ownerStore,
    otherStore,
    shop.tee.id,
    shop.hoodie.id,
    shop.red.id,
    shop.shipping.id,
    category!.id,
    content!.id,
    ...orders.map((o: { id: number }) => o.id),
  ];
  cookies = await signInUsers(t, {
    owner: { username: PASSWORDS.owner[0], password: PASSWORDS.owner[1], memberOf: [ownerStore] },
    otherOwner: {
      username: PASSWORDS.otherOwner[0],
      password: PASSWORDS.otherOwner[1],
      memberOf: [otherStore],
    },
    customer: { username: PASSWORDS.customer[0], password: PASSWORDS.customer[1] },
    superAdmin: { username: PASSWORDS.superAdmin[0], password: PASSWORDS.superAdmin[1], superAdmin: true },
  });
  operations = readOperations(t.app.swagger() as OpenApi);
});

afterAll(() => t?.close());

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
        'x-access'?: Operation['access'];
      }
    >
  >;
};

function readOperations(spec: OpenApi): Operation[] {
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content['application/json']?.schema,
      access: op['x-access'],
    })),
  );
}

// ---- What is drawn ----------------------------------------------------------------------------

const hostileText = fc.constantFrom(
  '2147483648',
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  '1e400',
  'NaN',
  'Infinity',
  'abc',
  '\u0000',
  'a\u0000b',
  '\u0001\u001f',
  '\u007f',
  'tab\there',
  '%_%',
  "'; select pg_sleep(1); --",
  ' ',
  '\ud800',
  '../../etc/passwd',
  '0x10',
  '١٢٣',
  '<script>alert(1)</script>',
  'x'.repeat(5000),
);
/** Free text with a control character somewhere in it (NUL, escape, DEL, a C1 control). */
const controlText = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('\u0000', '\u0001', '\u001b', '\u007f', '\u009b'),
    fc.string({ maxLength: 8 }),
  )
  .map(([before, control, after]) => `${before}${control}${after}`);
const text = fc.oneof(
  { weight: 2, arbitrary: hostileText },
  { weight: 2, arbitrary: controlText },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
);
/** Numbers at and past the edges of an integer column, and of a double. */
const hugeNumber = fc.constantFrom(
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  2 ** 53 + 2,
  1e20,
  1e308,
  -1e308,
  -1,
  0,
  0.5,
  1e-9,
);

function idText() {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...realIds.map(String)) },
    { weight: 3, arbitrary: hugeNumber.map(String) },
    { weight: 1, arbitrary: fc.bigInt({ min: 2n ** 31n, max: 2n ** 70n }).map(String) },
    { weight: 1, arbitrary: controlText },
    { weight: 1, arbitrary: hostileText },
  );
}

function numberValue() {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...realIds) },
    { weight: 1, arbitrary: fc.integer({ min: -5, max: 100 }) },
    { weight: 3, arbitrary: hugeNumber },
    { weight: 1, arbitrary: idText() },
  );
}

/** Anything JSON: the wrong type for whatever the schema wanted. */
const anyJson = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  hugeNumber,
  text,
  fc.constant([]),
  fc.constant({}),
  fc.jsonValue({ maxDepth: 2 }),
);

/** What a real client would send: the seeded rows' names and keys, plain words, an e-mail. */
const plausibleText = fc.oneof(
  fc.constantFrom('Tee', 'fuzz-owner', 'owner-password', 'ada@example.com', 'hero_title', '12.50', '#ff0000'),
  fc.stringMatching(/^[a-z]{1,12}$/),
);
/** Plausible text with a control character in it: mostly NUL, which PostgreSQL refuses outright. */
const nulText = fc
  .tuple(
    plausibleText,
    fc.constantFrom('\u0000', '\u0000', '\u0000', '\u0001', '\u001b', '\u007f', '\u009b'),
    plausibleText,
  )
  .map(([before, control, after]) => `${before}${control}${after}`);

function plausibleValue(schema: JsonSchema, name: string, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (/id$/i.test(name) && (type === 'integer' || type === 'number' || type === undefined)) {
    return fc.constantFrom(...realIds);
  }
  switch (type) {
    case 'integer':
    case 'number':
      return fc.oneof(fc.constantFrom(...realIds), fc.integer({ min: 0, max: 100 }));
    case 'string':
      return plausibleText;
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueFor(schema.items, name, depth + 1), { minLength: 1, maxLength: 3 });
    case 'object':
      return objectFor(schema, depth + 1);
    default:
      return fc.oneof(plausibleText, fc.constantFrom(...realIds));
  }
}

function hostileValue(schema: JsonSchema, name: string): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number' || /id$/i.test(name)) {
    return fc.oneof({ weight: 3, arbitrary: hugeNumber }, { weight: 1, arbitrary: idText() }, anyJson);
  }
  if (type === 'string' || schema.enum) {
    return fc.oneof({ weight: 3, arbitrary: nulText }, { weight: 1, arbitrary: text }, anyJson);
  }
  return anyJson;
}

/** A field's value: mostly what a client would send, one time in three something hostile. */
function valueFor(schema: JsonSchema | undefined, name: string, depth: number): fc.Arbitrary<unknown> {
  if (!schema || depth > 3) return anyJson;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((c) => valueFor(c, name, depth + 1)));
  return fc.oneof(
    { weight: 2, arbitrary: plausibleValue(schema, name, depth) },
    { weight: 1, arbitrary: hostileValue(schema, name) },
  );
}

/** An object shaped like the schema: its required fields and some others, now and then a stray one. */
function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema.properties ?? {});
  const shaped: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, child] of fields) shaped[name] = valueFor(child, name, depth);
  const extraValue =
    schema.additionalProperties && typeof schema.additionalProperties === 'object'
      ? valueFor(schema.additionalProperties, 'value', depth)
      : anyJson;
  return fc
    .tuple(
      fc.record(shaped, { requiredKeys: (schema.required ?? []).filter((key) => key in shaped) }),
      fc.dictionary(
        fc.oneof(plausibleText, nulText, fc.constantFrom('tenantId', '1', '__proto__')),
        extraValue,
        {
          maxKeys: 1,
        },
      ),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
}

function payloadFor(op: Operation): fc.Arbitrary<Payload> {
  const json = (value: fc.Arbitrary<unknown>) => value.map((v): Payload => ({ kind: 'json', value: v }));
  const raw = fc.oneof(
    fc.constant<Payload>({ kind: 'raw', text: 'null', contentType: 'application/json' }),
    fc.constant<Payload>({ kind: 'raw', text: '{"a":', contentType: 'application/json' }),
    fc.constant<Payload>({ kind: 'raw', text: '"\\u0000"', contentType: 'application/json' }),
    fc.constant<Payload>({ kind: 'raw', text: '{"name":"\\u0000"}', contentType: 'application/json' }),
    text.map((s): Payload => ({ kind: 'raw', text: s, contentType: 'text/plain' })),
  );
  if (op.body) {
    return fc.oneof(
      { weight: 6, arbitrary: json(objectFor(op.body, 0)) },
      { weight: 2, arbitrary: json(anyJson) },
      { weight: 1, arbitrary: raw },
    );
  }
  if (op.method === 'GET' || op.method === 'DELETE') {
    return fc.oneof(
      { weight: 5, arbitrary: fc.constant<Payload>({ kind: 'none' }) },
      { weight: 1, arbitrary: raw },
    );
  }
  // No JSON body declared: a multipart route (product form, image upload) or a bodiless action.
  const formField = fc.tuple(
    fc.constantFrom(
      'name',
      'description',
      'price',
      'category',
      'inStock',
      'sizes',
      'isDraft',
      'tenantId',
      'image',
    ),
    fc.oneof(text, numberValue().map(String)),
  );
  const form = fc
    .record({ fields: fc.array(formField, { maxLength: 8 }), file: fc.option(text, { nil: undefined }) })
    .map((f): Payload => ({ kind: 'form', ...f }));
  return fc.oneof(
    { weight: 3, arbitrary: form },
    { weight: 2, arbitrary: fc.constant<Payload>({ kind: 'none' }) },
    { weight: 1, arbitrary: json(anyJson) },
    { weight: 1, arbitrary: raw },
  );
}

/** Percent-encoding that also sends what encodeURIComponent refuses (a lone surrogate) as raw bytes. */
function encodeText(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .split('')
      .map((c) => (/[\ud800-\udfff]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c)))
      .join('');
  }
}

function requestFor(op: Operation): fc.Arbitrary<DrawnRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const pathValue = (p: Parameter) =>
    p.schema?.enum?.length
      ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...(p.schema.enum as string[])) }, text)
      : p.schema?.type === 'integer' || /id$/i.test(p.name)
        ? idText()
        : fc.oneof(text, fc.constantFrom('hero_title', 'fuzz-owner', 'pi_sandbox_1'));
  const path = fc
    .tuple(...pathParams.map(pathValue))
    .map((values) =>
      pathParams.reduce(
        (url, p, i) => url.replace(`{${p.name}}`, encodeText(values[i] as string) || '%20'),
        op.path,
      ),
    );
  const queryValue = (p: Parameter) =>
    p.name === 'tenantId' || p.schema?.type === 'integer'
      ? idText()
      : valueFor(p.schema, p.name, 0).map(String);
  const query = fc
    .tuple(
      fc.record(Object.fromEntries(queryParams.map((p) => [p.name, queryValue(p)])), { requiredKeys: [] }),
      fc.dictionary(fc.constantFrom('tenantId', 'mine', 'x'), idText(), { maxKeys: 1 }),
    )
    .map(([declared, extra]) => ({ ...extra, ...declared }) as Record<string, string>);
  return fc.record({ url: path, query, payload: payloadFor(op) });
}

// ---- Sending ------------------------------------------------------------------------------------

function toInject(op: Operation, request: DrawnRequest, caller: Caller): InjectOptions {
  const headers: Record<string, string> = caller === 'anonymous' ? {} : { cookie: cookies[caller] };
  const query = Object.entries(request.query)
    .map(([name, value]) => `${encodeText(name)}=${encodeText(String(value))}`)
    .join('&');
  const url = query ? `${request.url}?${query}` : request.url;
  const options: InjectOptions = { method: op.method as InjectOptions['method'], url, headers };
  const { payload } = request;
  if (payload.kind === 'json') {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(payload.value) ?? 'null';
  } else if (payload.kind === 'raw') {
    headers['content-type'] = payload.contentType;
    options.payload = payload.text;
  } else if (payload.kind === 'form') {
    const boundary = 'fuzzboundary7MA4YWxk';
    const parts = payload.fields.map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    if (payload.file !== undefined) {
      parts.push(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${payload.file}\r\n`,
      );
    }
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    options.payload = `${parts.join('')}--${boundary}--\r\n`;
  }
  return options;
}

/** Where a request names the owner's store: its URL (?tenantId), its JSON body, or nowhere. */
function whereOwnerStoreIsNamed(request: DrawnRequest): 'url' | 'body' | null {
  if (request.query.tenantId === String(ownerStore)) return 'url';
  const body = request.payload.kind === 'json' ? request.payload.value : undefined;
  const isObject = body !== null && typeof body === 'object' && !Array.isArray(body);
  return isObject && (body as { tenantId?: unknown }).tenantId === ownerStore ? 'body' : null;
}

/** A body the app could not read (not JSON, `__proto__` keys, a media type it does not take). */
const UNREADABLE_BODY = /not valid JSON|Unsupported content type|body is empty/;

/** Sign-out (and a sign-in, which rotates the session) end the caller's session: sign in again. */
const ENDS_SESSIONS = /\/(logout|login|sign-out-everywhere)$/;
const PASSWORDS: Record<Exclude<Caller, 'anonymous'>, [string, string]> = {
  owner: ['fuzz-owner', 'owner-password'],
  otherOwner: ['fuzz-other', 'other-password'],
  customer: ['fuzz-shopper', 'shopper-password'],
  superAdmin: ['fuzz-root', 'root-password'],
};

async function signInAgain(caller: Exclude<Caller, 'anonymous'>): Promise<void> {
  cookies[caller] = await loginCookie(t.app, ...PASSWORDS[caller]);
}

/** The router refused the URL itself (bad percent-encoding, a parameter too long): no route ran. */
function refusedByRouter(response: LightMyRequestResponse): boolean {
  return response.statusCode === 414 || /"code":"FST_ERR_(BAD_URL|MAX_PARAM_LENGTH)"/.test(response.body);
}

type Finding = { caller: Caller; request: string; status: number; body: string; rule: string };
let requestsSent = 0;

async function fuzz(callers: Caller[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const [index, op] of operations.entries()) {
    const drawn = fc.sample(requestFor(op), {
      seed: SEED + index,
      numRuns: RUNS_PER_OPERATION * callers.length,
    });
    for (const [i, request] of drawn.entries()) {
      const caller = callers[i % callers.length]!;
      const options = toInject(op, request, caller);
      const response: LightMyRequestResponse = await t.app.inject(options);
      requestsSent += 1;
      if (caller !== 'anonymous' && ENDS_SESSIONS.test(op.path)) await signInAgain(caller);
      const rule = refusedByRouter(response) ? null : brokenRule(op, request, caller, response);
      if (rule) {
        findings.push({
          caller,
          rule,
          request: `${op.method} ${options.url} ${JSON.stringify(request.payload)}`.slice(0, 400),
          status: response.statusCode,
          body: response.body.slice(0, 200),
        });
      }
    }
  }
  return findings;
}

function brokenRule(op: Operation, request: DrawnRequest, caller: Caller, response: LightMyRequestResponse) {
  const status = response.statusCode;
  if (status >= 500) return 'no 5xx';
  if (caller === 'anonymous' && op.access && status !== 401) return 'anonymous gets 401 on a signed-in route';
  if (caller === 'customer' && (op.access === 'storeAdmin' || op.access === 'superAdmin') && status !== 403) {
    return 'a customer gets 403 on an admin route';
  }
  if (caller === 'otherOwner' && op.access === 'superAdmin' && status !== 403) {
    return 'a store owner gets 403 on a super-admin route';
  }
  const named = op.access === 'storeAdmin' ? whereOwnerStoreIsNamed(request) : null;
  const bodyUnread = named === 'body' && UNREADABLE_BODY.test(response.body);
  if (caller === 'otherOwner' && named && !bodyUnread && status !== 403) {
    return "another store's owner gets 403 when naming this store";
  }
  return null;
}

/** Count and md5 of the owner's store's rows in every tenant table, and of its tenants row. */
async function fingerprintOwnerStore(): Promise<Record<string, string>> {
  const tables = (await t.db.execute(
    sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'tenant_id' order by table_name`,
  )) as unknown as { rows?: Array<{ table_name: string }> } | Array<{ table_name: string }>;
  const names = (Array.isArray(tables) ? tables : (tables.rows ?? [])).map((r) => r.table_name);
  const print: Record<string, string> = {};
  for (const name of names.filter((n) => !CHECKOUT_SCRATCH_TABLES.has(n))) {
    const result = (await t.db.execute(
      sql`select count(*)::text || ':' || coalesce(md5(string_agg(r::text, ',' order by r::text)), '') as print
          from ${sql.identifier(name)} r where r.tenant_id = ${ownerStore}`,
    )) as unknown as { rows?: Array<{ print: string }> } | Array<{ print: string }>;
    print[name] = (Array.isArray(result) ? result : (result.rows ?? []))[0]!.print;
  }
  const tenant = (await t.db.execute(
    sql`select md5(r::text) as print from tenants r where r.id = ${ownerStore}`,
  )) as unknown as { rows?: Array<{ print: string }> } | Array<{ print: string }>;
  print.tenants = (Array.isArray(tenant) ? tenant : (tenant.rows ?? []))[0]!.print;
  return print;
}

test('every operation of the OpenAPI description: no 5xx, 401/403 first, no change by strangers', async () => {
  expect(operations.length).toBeGreaterThan(80);
  const undeclared = operations
    .filter((op) => !op.access && !PUBLIC_OPERATIONS.has(`${op.method} ${op.path}`))
    .map((op) => `${op.method} ${op.path}`);
  expect(undeclared, 'routes with neither config.access nor a place in the public list').toEqual([]);

  const before = await fingerprintOwnerStore();
  const strangers = await fuzz(['anonymous', 'customer', 'otherOwner']);
  expect(await fingerprintOwnerStore(), "the owner's store after strangers' requests").toEqual(before);
  const owner = await fuzz(['owner']);
  // Last, as it may close the owner's store: the operator's own routes get hostile input too.
  const operator = await fuzz(['superAdmin']);

  const findings = [...strangers, ...owner, ...operator];
  console.info(`openapi fuzz: ${requestsSent} requests over ${operations.length} operations`);
  expect(findings).toEqual([]);
}, 180_000);
