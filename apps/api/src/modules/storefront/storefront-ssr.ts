// Server rendering of a store's home page (ADR 0014): the web build's renderer
// (apps/web/src/entry-server.tsx, built to `<WEB_DIST_DIR>-ssr/entry-server.js`, outside the served
// directory) turns the page's data into the markup of <div id="root">, so products show before any
// JavaScript runs. Without that bundle, or when rendering fails, the page is sent as before and
// the browser renders it.
import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { StorePageData } from './storefront-page.ts';

/** What entry-server.tsx exports. */
type RenderModule = { renderStorePage(url: string, data: StorePageData): Promise<string> };

/** Rendered markup: resource hints React put first (image preloads) belong in <head>. */
export type StoreMarkup = { head: string; body: string };

/** The renderer's file for a web build directory: apps/web/dist → apps/web/dist-ssr/entry-server.js. */
export const serverEntryPath = (distDir: string) =>
  path.join(`${path.resolve(distDir)}-ssr`, 'entry-server.js');

const leadingLinks = /^(?:<link\b[^>]*>)*/;

export function splitMarkup(html: string): StoreMarkup {
  const head = leadingLinks.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

/**
 * A function that renders a store page, or answers null (no renderer built, or it failed: the
 * error is logged). The bundle is imported once per build: a new build (another file time) is
 * imported afresh, as index.html is re-read (web.plugin.ts).
 */
export function storeMarkupRenderer(distDir: string) {
  const entry = serverEntryPath(distDir);
  let loaded: { mtimeMs: number; module: Promise<RenderModule | null> } | undefined;

  const load = (log: FastifyBaseLogger): Promise<RenderModule | null> | null => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(entry).mtimeMs;
    } catch {
      return null; // not built: the browser renders the page
    }
    if (loaded?.mtimeMs !== mtimeMs) {
      const url = `${pathToFileURL(entry).href}?build=${mtimeMs}`;
      loaded = {
        mtimeMs,
        module: (import(url) as Promise<RenderModule>).then(
          (module) => (typeof module.renderStorePage === 'function' ? module : null),
          (error: unknown) => {
            log.error({ err: error }, 'could not load the store page renderer');
            return null;
          },
        ),
      };
    }
    return loaded.module;
  };

  return async (url: string, data: StorePageData, log: FastifyBaseLogger): Promise<StoreMarkup | null> => {
    const module = await load(log);
    if (!module) return null;
    try {
      return splitMarkup(await module.renderStorePage(url, data));
    } catch (error) {
      log.error({ err: error }, 'could not render the store page; the browser will');
      return null;
    }
  };
}
