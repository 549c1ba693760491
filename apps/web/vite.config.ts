// Vite build and dev server for the web app. The dev server (and `vite preview`, which inherits
// server.proxy) forwards API and upload calls to the API on :5000.

import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiOrigin = 'http://localhost:5000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: false },
      '/uploads': { target: apiOrigin, changeOrigin: false },
    },
  },
  // The manifest tells the server which chunks a store page needs, to preload them (plugins/web.ts).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // zod in a chunk of its own: otherwise the bundler merges it into the chunk that holds the
        // api client (both are shared by the same areas), and every shopper downloads it.
        codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }] },
      },
    },
  },
});
