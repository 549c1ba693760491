import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../../test/app.ts';

describe('the API docs in production', () => {
  let closed: TestApp;
  let opened: TestApp;
  beforeAll(async () => {
    closed = await createTestApp({ config: testConfig({ NODE_ENV: 'production' }) });
    opened = await createTestApp({ config: testConfig({ NODE_ENV: 'production', API_DOCS: 'true' }) });
  });
  afterAll(async () => {
    await closed?.close();
    await opened?.close();
  });

  it('are not served unless API_DOCS=true', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/static/index.html']) {
      const res = await closed.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('openapi');
    }
    // The description is still built in the process (for tools and tests), only not served.
    expect(Object.keys(closed.app.swagger().paths ?? {})).toContain('/api/login');
  });

  it('are served with API_DOCS=true', async () => {
    const json = await opened.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(Object.keys(json.json().paths)).toContain('/api/login');
    const ui = await opened.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
