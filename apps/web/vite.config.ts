// Vite build and dev server for the web app. The dev server (and `vite preview`, which inherits
// server.proxy) forwards API and upload calls to the API on :5000.

import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { reactOnPreact } from './react-on-preact.ts';

const apiOrigin = 'http://localhost:5000';

export default defineConfig({
  plugins: [tailwindcss(), precompressAssets(), serverRenderBundle()],
  resolve: {
    alias: [...reactOnPreact, { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  // JSX compiles to react/jsx-runtime calls, which resolve to Preact's (react-on-preact.ts). No
  // Fast Refresh in the dev server: a changed component reloads the page.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  server: {
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: false },
      '/uploads': { target: apiOrigin, changeOrigin: false },
    },
  },
  // The manifest tells the server which chunks a store page needs, to preload them (modules/storefront/web.plugin.ts).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      // Libraries written for React Server Components mark modules "use client"; bundled for the
      // browser the directive means nothing (@vitejs/plugin-react, no longer used, hid these too).
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
        warn(warning);
      },
      output: {
        // zod in a chunk of its own: otherwise the bundler merges it into the chunk that holds the
        // api client (both are shared by the same areas), and every shopper downloads it.
        // TanStack Query in one chunk: every area needs it, and split between the entry and a
        // shared chunk it cost the store front's first download an extra request and ~1 kB gzip.
        codeSplitting: {
          groups: [
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
});

/** What the browser fetches from assets/ and compresses well; source maps are not sent to shoppers. */
const compressible = /\.(js|mjs|css|svg|json|txt|xml|wasm)$/;

/**
 * Writes `.br` (brotli, best quality) and `.gz` (gzip -9) next to every compressible hashed asset of
 * the client build, once, so the server sends them as they are (modules/storefront/web.plugin.ts `preCompressed`).
 * Every such file gets both, even a tiny one: the server then finds the sibling at the first try.
 */
function precompressAssets(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  return {
    name: 'storefleet:precompress-assets',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async writeBundle(output, bundle) {
      const outDir = output.dir ?? 'dist';
      const files = Object.keys(bundle).filter(
        (name) => name.startsWith('assets/') && compressible.test(name),
      );
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const bytes = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipped(bytes, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * The server-rendering build (`vite build --ssr src/entry-server.tsx --outDir dist-ssr`, ADR 0014):
 * one self-contained file with Preact's production build inside, whatever NODE_ENV the API runs
 * with, and none of the public files (the API never serves dist-ssr). One file, so the API can
 * import a new build afresh (a query on its URL) without two copies of shared modules.
 */
function serverRenderBundle(): Plugin {
  let ssr = false;
  return {
    name: 'storefleet:server-render-bundle',
    config: (_config, env) => {
      ssr = Boolean(env.isSsrBuild);
      return ssr
        ? {
            ssr: { noExternal: true },
            define: { 'process.env.NODE_ENV': JSON.stringify('production') },
            build: {
              copyPublicDir: false,
              manifest: false,
              sourcemap: false,
              // ASCII only (non-ASCII text escaped, no comments), so V8 keeps the API's copy of this
              // source at one byte a character: 1.5 MB rather than 3.4 (docs/performance.md, "The
              // store front's memory").
              rolldownOptions: { output: { codeSplitting: false, charset: 'ascii', comments: false } },
            },
          }
        : undefined;
    },
    generateBundle(_options, bundle) {
      if (!ssr) return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const at = chunk.code.search(/[\u0080-\uffff]/);
        if (at >= 0)
          this.error(`${chunk.fileName} is not ASCII at ${at}: "${chunk.code.slice(at - 40, at + 10)}"`);
      }
    },
  };
}
