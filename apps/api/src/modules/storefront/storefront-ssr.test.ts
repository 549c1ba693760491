// A store's home page carries the server-rendered screen when the web build has its renderer, and
// is still served, with its data and an empty root for the browser to fill, when the renderer is
// missing or fails (ADR 0014).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, testConfig } from '../../../test/app.ts';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/database.ts';
import { products } from '../../db/schema/index.ts';
import { registerRequestContext } from '../../plugins/request-context.ts';
import { loadActor } from '../auth/session.service.ts';
import { serverEntryPath, splitMarkup } from './storefront-ssr.ts';
import { registerWeb } from './web.plugin.ts';

const INDEX_HTML =
  '<!doctype html><html><head><title>Storefleet</title></head><body><div id="root"></div></body></html>';

/** A renderer module like entry-server.js: markup from the page data, or an error. */
const rendererSource = (body: string) => `export async function renderStorePage(url, data) {\n${body}\n}\n`;
const RENDERS_PRODUCTS = rendererSource(
  [
    "const cards = data.products.map((p) => '<li>' + p.name + ' £' + p.price + '</li>').join('');",
    'return \'<link rel="preload" as="image" href="/hero.svg"/><main data-url="\' + url + \'"><h1>\' +',
    "  data.tenant.name + '</h1><ul aria-label=\"Products\">' + cards + '</ul></main>';",
  ].join('\n'),
);
const THROWS = rendererSource("throw new Error('window is not defined');");

describe('splitMarkup', () => {
  it("moves React's leading resource hints to the head", () => {
    expect(
      splitMarkup(
        '<link rel="preload" as="image" href="/a.svg"/><link rel="preload" href="/b"/><div>x</div>',
      ),
    ).toEqual({
      head: '<link rel="preload" as="image" href="/a.svg"/><link rel="preload" href="/b"/>',
      body: '<div>x</div>',
    });
    expect(splitMarkup('<div><link rel="x"></div>')).toEqual({ head: '', body: '<div><link rel="x"></div>' });
  });
});

describe('store pages rendered on the server', () => {
  let database: Database;
  let parent: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.scopes.platform;
    const demo = await createTenant(db, { slug: 'demo', name: 'Demo' });
    await db.insert(products).values([{ tenantId: demo.id, name: 'Demo Tee', priceMinor: 1999 }]);
    parent = mkdtempSync(path.join(tmpdir(), 'storefleet-ssr-'));
  });
  afterAll(async () => {
    await database.close();
    rmSync(parent, { recursive: true, force: true });
  });

  /** An app serving a web build in its own directory, with the given renderer source (or none). */
  async function appWithRenderer(name: string, source: string | null): Promise<FastifyInstance> {
    const dist = path.join(parent, name);
    mkdirSync(dist);
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    if (source !== null) {
      mkdirSync(path.dirname(serverEntryPath(dist)));
      writeFileSync(serverEntryPath(dist), source);
    }
    const app = Fastify({ logger: false });
    await registerRequestContext(app, { database, config: testConfig(), loadActor });
    await registerWeb(app, dist);
    await app.ready();
    return app;
  }

  const root = (html: string) => /<div id="root">([\s\S]*?)<\/div><\/body>/.exec(html)?.[1];

  it('puts the rendered home page inside #root and its image hints in the head', async () => {
    const app = await appWithRenderer('rendering', RENDERS_PRODUCTS);
    try {
      expect(serverEntryPath(path.join(parent, 'rendering'))).toBe(
        path.join(parent, 'rendering-ssr', 'entry-server.js'),
      );
      const res = await app.inject({ method: 'GET', url: '/s/demo?utm=1' });
      expect(res.statusCode).toBe(200);
      expect(root(res.body)).toBe(
        '<main data-url="/s/demo?utm=1"><h1>Demo</h1><ul aria-label="Products"><li>Demo Tee £19.99</li></ul></main>',
      );
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      expect(head).toContain('<link rel="preload" as="image" href="/hero.svg"/>');
      expect(head).toContain('id="store-data"');
    } finally {
      await app.close();
    }
  });

  it('leaves other store pages and non-store routes to the browser', async () => {
    const app = await appWithRenderer('other-pages', RENDERS_PRODUCTS);
    try {
      for (const url of ['/s/demo/checkout', '/s/demo/terms-conditions', '/admin']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('<div id="root"></div>');
      }
      // An unknown store is a real 404, and the browser still draws its page (modules/storefront/web.plugin.ts).
      const unknown = await app.inject({ method: 'GET', url: '/s/unknown' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('<div id="root"></div>');
    } finally {
      await app.close();
    }
  });

  it('sends the page with its data and an empty root when rendering throws', async () => {
    const app = await appWithRenderer('throwing', THROWS);
    try {
      const res = await app.inject({ method: 'GET', url: '/s/demo' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('"name":"Demo Tee"');
    } finally {
      await app.close();
    }
  });

  it('sends the page as before when the build has no renderer', async () => {
    const app = await appWithRenderer('client-only', null);
    try {
      const res = await app.inject({ method: 'GET', url: '/s/demo' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('"name":"Demo Tee"');
      expect(res.body).toContain('<title>Demo | Storefleet</title>');
    } finally {
      await app.close();
    }
  });
});
