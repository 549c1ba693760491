// The web app is written against React's API and runs on Preact (ADR 0023): every import of react,
// react-dom and their entry points resolves to preact/compat, in the browser build, the server
// rendering build (dist-ssr) and the unit tests alike, so what the tests render is what ships.
// Exact matches only (a regular expression per specifier), so e.g. react-hook-form or
// @radix-ui/react-slot are left alone.
import type { Alias } from 'vite';

const specifiers: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact/compat/server',
  'react-dom/test-utils': 'preact/test-utils',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  // wouter's shim for React < 18 (CommonJS: in the unit tests Node would load it, and React, as is).
  'use-sync-external-store/shim': 'preact/compat',
  'use-sync-external-store/shim/index.js': 'preact/compat',
};

export const reactOnPreact: Alias[] = Object.entries(specifiers).map(([find, replacement]) => ({
  find: new RegExp(`^${find.replaceAll('/', '\\/').replaceAll('.', '\\.')}$`),
  replacement,
}));
