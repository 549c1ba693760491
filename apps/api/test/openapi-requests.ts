// The requests the OpenAPI fuzz test sends (openapi-fuzz.test.ts): the operations read from the
// app's own OpenAPI description, and fast-check arbitraries that draw, for one operation, hostile
// path parameters, query strings and bodies (null, arrays, wrong types, control characters, ids
// past the integer column, valid-looking objects, multipart forms), mixed with plausible values and
// the store's real ids so that some requests reach past validation to the rows.
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  required?: string[];
};
export type Parameter = { in: 'path' | 'query'; name: string; schema?: JsonSchema };
export type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  access?: 'user' | 'storeAdmin' | 'superAdmin';
};
export type DrawnRequest = { url: string; query: Record<string, string>; payload: Payload };
export type Payload =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; contentType: string }
  | { kind: 'form'; fields: Array<[string, string]>; file?: string };

export type OpenApi = {
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

export function readOperations(spec: OpenApi): Operation[] {
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

/** Percent-encoding that also sends what encodeURIComponent refuses (a lone surrogate) as raw bytes. */
export function encodeText(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .split('')
      .map((c) => (/[\ud800-\udfff]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c)))
      .join('');
  }
}

/** Draws requests for an operation, using `realIds` (rows of the store under test) as some of its ids. */
export function requestDrawer(realIds: number[]): (op: Operation) => fc.Arbitrary<DrawnRequest> {
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
        : // A drawn object may have no prototype (no toString): it goes in the query as its JSON.
          valueFor(p.schema, p.name, 0).map((v) =>
            typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v),
          );
    const query = fc
      .tuple(
        fc.record(Object.fromEntries(queryParams.map((p) => [p.name, queryValue(p)])), { requiredKeys: [] }),
        fc.dictionary(fc.constantFrom('tenantId', 'mine', 'x'), idText(), { maxKeys: 1 }),
      )
      .map(([declared, extra]) => ({ ...extra, ...declared }) as Record<string, string>);
    return fc.record({ url: path, query, payload: payloadFor(op) });
  }

  return requestFor;
}
