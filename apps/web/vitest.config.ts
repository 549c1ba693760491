// Unit tests for the web app. The node environment is enough for the pure modules tested so far;
// component tests will need a DOM environment (happy-dom or jsdom) added as a dev dependency.
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
