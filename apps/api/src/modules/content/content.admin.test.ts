// The admin's content calls: full entries, validation messages, HTML cleaned on save, url values
// checked, tenant isolation and roles.
import { describe, expect, it } from 'vitest';
import { useTwoStores } from '../../../test/two-stores.ts';

const stores = useTwoStores('cms', {
  users: ({ a }) => ({
    a: { username: 'owner-a', password: 'owner-a-pass', memberOf: [a] },
    customer: { username: 'customer', password: 'customer-pass' },
    root: { username: 'root', password: 'root-password', superAdmin: true },
  }),
});
const { call } = stores;

/** Store A's owner saves the entry `key` with PUT, its key in the URL and in the body. */
const save = (key: string, type: string, value: string) =>
  call('PUT', `/api/cms/content/${key}`, 'a', { key, type, value });

describe('admin content', () => {
  it('creates with POST, saves with PUT (creating a missing key), lists full entries', async () => {
    const created = await call('POST', '/api/cms/content', 'a', {
      key: 'footer_phone',
      type: 'text',
      value: '020 7946 0000',
    });
    expect(created.statusCode).toBe(201);
    expect(
      (await call('POST', '/api/cms/content', 'a', { key: 'footer_phone', type: 'text', value: 'x' }))
        .statusCode,
    ).toBe(409);
    const saved = await call('PUT', '/api/cms/content/footer_phone', 'a', {
      key: 'footer_phone',
      type: 'text',
      value: '020 7946 0001',
      description: 'Footer phone',
    });
    expect(saved.json()).toMatchObject({ value: '020 7946 0001', description: 'Footer phone' });
    const upserted = await call('PUT', '/api/cms/content/store_logo', 'a', {
      key: 'store_logo',
      type: 'url',
      value: '/uploads/logo.png',
      description: 'Store logo displayed in header',
    });
    expect(upserted.statusCode).toBe(200);
    const list = await call('GET', `/api/cms/content/${stores.a}`, 'a');
    expect(list.json().map((e: { key: string; type: string }) => [e.key, e.type])).toEqual([
      ['footer_phone', 'text'],
      ['store_logo', 'url'],
    ]);
    expect(list.json()[0]).toHaveProperty('id');
    expect((await call('DELETE', '/api/cms/content/footer_phone', 'a')).statusCode).toBe(204);
  });

  it('answers the validation messages of spec admin §5', async () => {
    const key = await call('POST', '/api/cms/content', 'a', { key: '', type: 'text', value: 'v' });
    expect(key.json().message).toBe('Content key is required');
    const type = await call('POST', '/api/cms/content', 'a', { key: 'k', value: 'v' });
    expect(type.json().message).toBe('Content type is required');
    const value = await call('POST', '/api/cms/content', 'a', { key: 'k', type: 'text', value: '  ' });
    expect(value.json().message).toBe('Content value is required');
  });

  it('cleans HTML on save: no scripts, event handlers or javascript: links', async () => {
    const res = await call('PUT', `/api/cms/content/terms_conditions?tenantId=${stores.a}`, 'a', {
      key: 'terms_conditions',
      type: 'html',
      value:
        '<p onclick="alert(1)">Terms<br>line two</p><script>alert(2)</script><img src=x onerror="alert(3)"><a href="javascript:alert(4)">x</a><iframe src="https://evil.test"></iframe><a href="https://ok.test">ok</a>',
    });
    expect(res.statusCode).toBe(200);
    const value = res.json().value as string;
    expect(value).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(value).toContain('<p>Terms<br />line two</p>');
    expect(value).toContain('href="https://ok.test"');
    const onlyScript = await save('returns_refunds', 'html', '<script>alert(1)</script>');
    expect(onlyScript.statusCode).toBe(400);
    const badUrl = await save('hero_image', 'url', 'javascript:alert(1)');
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().message).toBe('A url value must start with http://, https:// or /');
  });

  it('cleans a legal page as HTML whatever type it is saved with; image keys stay addresses', async () => {
    const asText = await save(
      'terms_conditions',
      'text',
      'Our terms<br><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>',
    );
    expect(asText.statusCode).toBe(200);
    expect(asText.json().value).not.toMatch(/script|onerror|javascript:/i);
    expect(asText.json().value).toContain('Our terms<br />');
    const shown = await call('GET', `/api/cms/content?tenantId=${stores.a}`);
    const terms = shown.json().find((e: { key: string }) => e.key === 'terms_conditions');
    expect(terms.value).not.toMatch(/script|onerror|javascript:/i);
    const renamed = await call('PUT', '/api/cms/content/terms_draft', 'a', {
      key: 'returns_refunds',
      type: 'text',
      value: '<script>alert(1)</script>',
    });
    expect(renamed.statusCode).toBe(400);
    const logoAsText = await save('store_logo', 'text', 'javascript:alert(1)');
    expect(logoAsText.statusCode).toBe(400);
    const footer = await save('footer_company_name', 'text', 'Fish & <Chips>');
    expect(footer.json().value).toBe('Fish & <Chips>');
  });

  it('keeps stores apart and checks roles', async () => {
    await call('POST', `/api/cms/content?tenantId=${stores.b}`, 'root', {
      key: 'footer_email',
      type: 'text',
      value: 'b@b.test',
    });
    expect((await call('GET', `/api/cms/content/${stores.b}`, 'a')).statusCode).toBe(403);
    expect(
      (
        await call('PUT', `/api/cms/content/footer_email?tenantId=${stores.b}`, 'a', {
          key: 'footer_email',
          type: 'text',
          value: 'x',
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/cms/content/${stores.a}`)).statusCode).toBe(401);
    expect((await call('GET', `/api/cms/content/${stores.a}`, 'customer')).statusCode).toBe(403);
    expect((await call('GET', `/api/cms/content/${stores.b}`, 'root')).json()).toHaveLength(1);
    expect(
      (await call('GET', `/api/cms/content/${stores.a}`, 'a'))
        .json()
        .some((e: { key: string }) => e.key === 'footer_email'),
    ).toBe(false);
  });
});
