// The OpenAPI description the app builds passes Spectral's `spectral:oas` ruleset, loaded from the
// project's `.spectral.yaml` as Spectral's own command line loads it (ADR 0076): no error and no
// warning. The one exception (the spec's two `/api/cms/content/{…}` paths) is in that file.
import * as fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Document, Spectral } from '@stoplight/spectral-core';
import Parsers from '@stoplight/spectral-parsers';
import { bundleAndLoadRuleset } from '@stoplight/spectral-ruleset-bundler/with-loader';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIdFor } from '../src/plugins/docs.ts';
import { createTestApp, type TestApp } from './app.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

type Operation = { operationId?: string; summary?: string; tags?: string[] };

describe('the OpenAPI description', () => {
  let t: TestApp;
  let description: { paths: Record<string, Record<string, Operation>>; tags: { name: string }[] };
  beforeAll(async () => {
    t = await createTestApp();
    description = t.app.swagger() as typeof description;
  });
  afterAll(() => t?.close());

  it("passes Spectral's spectral:oas ruleset with the project's one exception", async () => {
    const spectral = new Spectral();
    spectral.setRuleset(await bundleAndLoadRuleset(path.join(root, '.spectral.yaml'), { fs, fetch }));
    // Named as the ruleset's override names it, relative to .spectral.yaml.
    const document = new Document(JSON.stringify(description), Parsers.Json, path.join(root, 'openapi.json'));
    const results = await spectral.run(document);
    const readable = results.map(
      (result) => `${result.code}: ${result.message} at ${result.path.join(' › ')}`,
    );
    expect(readable).toEqual([]);
  });

  it('the exception is needed: without it the two content paths are reported as equivalent', async () => {
    const spectral = new Spectral();
    const { oas } = await import('@stoplight/spectral-rulesets');
    spectral.setRuleset({ extends: [[oas, 'recommended']] } as never);
    const results = await spectral.run(
      new Document(JSON.stringify(description), Parsers.Json, path.join(root, 'openapi.json')),
    );
    expect(results.map((result) => `${result.code}: ${result.message}`)).toEqual([
      'path-params: Paths "/api/cms/content/{tenantId}" and "/api/cms/content/{key}" must not be equivalent.',
    ]);
  });

  it('names every operation once, from its method and path, with a summary and a defined tag', () => {
    const defined = new Set(description.tags.map((tag) => tag.name));
    const ids = new Set<string>();
    for (const [route, item] of Object.entries(description.paths))
      for (const [method, operation] of Object.entries(item)) {
        // Derived from method and path, but for the routes that name their own (a clash of the two).
        if (route !== '/api/upload-image')
          expect(operation.operationId, `${method} ${route}`).toBe(operationIdFor(method, route));
        expect(ids.has(operation.operationId!), operation.operationId).toBe(false);
        ids.add(operation.operationId!);
        expect(operation.summary, `${method} ${route}`).toBeTruthy();
        for (const tag of operation.tags ?? []) expect(defined, `${method} ${route}`).toContain(tag);
      }
    expect(operationIdFor('get', '/api/admin/orders/{id}')).toBe('getAdminOrdersById');
    expect(operationIdFor('get', '/api/admin/orders/{id}/invoice.pdf')).toBe('getAdminOrdersByIdInvoicePdf');
    expect(operationIdFor('get', '/robots.txt')).toBe('getRobotsTxt');
  });
});
