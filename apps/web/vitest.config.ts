// Unit tests for the web app. The node environment is enough for the pure modules tested so far;
// component tests will need a DOM environment (happy-dom or jsdom) added as a dev dependency.
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { reactOnPreact } from './react-on-preact.ts';

export default defineProject({
  // The same runtime as the build (ADR 0023): react and react-dom are Preact here too.
  resolve: {
    alias: [...reactOnPreact, { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  // ES module builds first (lucide-react's "node" entry is CommonJS, which would require React).
  ssr: { resolve: { conditions: ['module', 'import', 'development'] } },
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    // Dependencies that import react (TanStack Query, wouter, Radix...) go through the aliases too,
    // instead of Node loading them (and React itself) from node_modules.
    server: { deps: { inline: true } },
  },
});
