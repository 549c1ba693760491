// Translated content through the API (docs/decisions/0093): the admin writes translations beside
// the original; the store-front reads answer in `?lang=`, each field falling back to the default
// language's text; a language the store does not offer is a readable 400; stores never mix.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  messageOf,
  pngImage,
  productFields,
  useCatalogueFixture,
} from '../catalogue/catalogue.test-support.ts';

const t = useCatalogueFixture();

describe('translations written by the admin, read in ?lang=', () => {
  let productId: number;
  let handle: string;
  beforeAll(async () => {
    const languages = { defaultLanguage: 'en', languages: ['en', 'de', 'fr'] };
    expect((await t.call('PUT', '/api/admin/store-languages', t.ownerA, languages)).statusCode).toBe(200);
    const created = await t.callForm(
      'POST',
      '/api/admin/products',
      t.ownerA,
      productFields({
        name: 'Logo Tee',
        description: 'A soft tee',
        sizes: JSON.stringify(['Small', 'Colour:Red']),
        translations: JSON.stringify({
          de: { name: ' Logo-Shirt ', description: '', options: { Size: 'Größe', Small: 'Klein' } },
        }),
      }),
      { bytes: await pngImage() },
    );
    expect(created.statusCode).toBe(201);
    productId = created.json().id;
    handle = created.json().handle;
    expect(created.json().translations).toEqual({
      de: { name: 'Logo-Shirt', options: { Size: 'Größe', Small: 'Klein' } },
    });
  });

  it('answers products in German, falling back per field, and in the default without ?lang=', async () => {
    const de = await t.call('GET', `/api/products?tenantId=${t.storeA}&lang=de`);
    expect(de.statusCode).toBe(200);
    const product = de.json().find((p: { id: number }) => p.id === productId);
    expect(product).toMatchObject({
      name: 'Logo-Shirt',
      description: 'A soft tee',
      sizes: ['Small', 'Colour:Red'],
      optionLabels: { Size: 'Größe', Small: 'Klein' },
    });
    const fr = (await t.call('GET', `/api/products?tenantId=${t.storeA}&lang=fr`)).json();
    expect(fr.find((p: { id: number }) => p.id === productId)).toMatchObject({ name: 'Logo Tee' });
    const plain = (await t.call('GET', `/api/products?tenantId=${t.storeA}`)).json();
    expect(plain.find((p: { id: number }) => p.id === productId).name).toBe('Logo Tee');
    const page = await t.call('GET', `/api/products/by-handle/${handle}?tenantId=${t.storeA}&lang=de`);
    expect(page.json().product.name).toBe('Logo-Shirt');
  });

  it('an edit without translations keeps them; an edit with them replaces them', async () => {
    const kept = await t.callForm('PUT', `/api/admin/products/${productId}`, t.ownerA, productFields());
    expect(kept.json().translations.de.name).toBe('Logo-Shirt');
    const replaced = await t.callForm(
      'PUT',
      `/api/admin/products/${productId}`,
      t.ownerA,
      productFields({ translations: JSON.stringify({ de: { name: 'Shirt' }, fr: { name: 'T-shirt' } }) }),
    );
    expect(replaced.json().translations).toEqual({ de: { name: 'Shirt' }, fr: { name: 'T-shirt' } });
    const list = (await t.call('GET', '/api/admin/products', t.ownerA)).json();
    expect(list.find((p: { id: number }) => p.id === productId).translations.fr.name).toBe('T-shirt');
  });

  it('refuses a language the store does not offer, and bad translations, readably', async () => {
    const off = await t.call('GET', `/api/products?tenantId=${t.storeA}&lang=es`);
    expect(off.statusCode).toBe(400);
    expect(messageOf(off)).toBe(
      'This store is not offered in "es"; it is offered in English (en), Deutsch (de), Français (fr)',
    );
    const unknown = await t.call('GET', `/api/cms/content?tenantId=${t.storeA}&lang=xx`);
    expect(unknown.statusCode).toBe(400);
    const badJson = await t.callForm(
      'PUT',
      `/api/admin/products/${productId}`,
      t.ownerA,
      productFields({ translations: '{de:' }),
    );
    expect(badJson.statusCode).toBe(400);
    expect(messageOf(badJson)).toBe('Translations must be JSON: {"de": {"name": "…"}}');
    const badLang = await t.callForm(
      'PUT',
      `/api/admin/products/${productId}`,
      t.ownerA,
      productFields({ translations: JSON.stringify({ pt: { name: 'Camisa' } }) }),
    );
    expect(badLang.statusCode).toBe(400);
    expect(messageOf(badLang)).toBe('Choose a language among en, de, fr, es, nl, it (not "pt")');
  });

  it('translates categories: the admin writes them, the store front reads labels', async () => {
    const list = (await t.call('GET', '/api/admin/categories', t.ownerA)).json();
    const shirts = list.find((c: { name: string }) => c.name === 'T-Shirts');
    expect(shirts.translations).toEqual({});
    const saved = await t.call('PUT', `/api/admin/categories/${shirts.id}`, t.ownerA, {
      name: 'T-Shirts',
      description: 'Soft tees',
      translations: { de: { name: 'T-Shirts & Hemden' } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().translations).toEqual({ de: { name: 'T-Shirts & Hemden' } });
    const de = await t.call('GET', `/api/categories?tenantId=${t.storeA}&lang=de`);
    expect(de.statusCode).toBe(200);
    expect(de.json()).toEqual([{ name: 'T-Shirts', label: 'T-Shirts & Hemden', description: 'Soft tees' }]);
    const plain = (await t.call('GET', `/api/categories?tenantId=${t.storeA}`)).json();
    expect(plain).toEqual([{ name: 'T-Shirts', label: 'T-Shirts', description: 'Soft tees' }]);
  });

  it('translates site content and legal pages, cleaning translated HTML as the original', async () => {
    const hero = await t.call('PUT', `/api/cms/content/hero_title?tenantId=${t.storeA}`, t.ownerA, {
      key: 'hero_title',
      type: 'text',
      value: 'Welcome',
      translations: { de: { value: 'Willkommen' } },
    });
    expect(hero.statusCode).toBe(200);
    expect(hero.json().translations).toEqual({ de: { value: 'Willkommen' } });
    const terms = await t.call('PUT', `/api/cms/content/terms_conditions?tenantId=${t.storeA}`, t.ownerA, {
      key: 'terms_conditions',
      type: 'html',
      value: '<p>Terms</p>',
      translations: { de: { value: '<p>AGB</p><script>alert(1)</script>' } },
    });
    expect(terms.json().translations).toEqual({ de: { value: '<p>AGB</p>' } });
    const de = (await t.call('GET', `/api/cms/content?tenantId=${t.storeA}&lang=de`)).json();
    expect(de).toEqual(
      expect.arrayContaining([
        { key: 'hero_title', value: 'Willkommen' },
        { key: 'terms_conditions', value: '<p>AGB</p>' },
      ]),
    );
    const fr = (await t.call('GET', `/api/cms/content?tenantId=${t.storeA}&lang=fr`)).json();
    expect(fr).toEqual(expect.arrayContaining([{ key: 'hero_title', value: 'Welcome' }]));
  });

  it("translates shipping options' names", async () => {
    const created = await t.call('POST', '/api/admin/shipping-options', t.ownerA, {
      name: 'Standard',
      description: 'Royal Mail 3-5 days',
      cost: '3.50',
      translations: { de: { name: 'Standardversand' } },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().translations).toEqual({ de: { name: 'Standardversand' } });
    const de = (await t.call('GET', `/api/shipping-options?tenantId=${t.storeA}&lang=de`)).json();
    expect(de[0]).toMatchObject({ name: 'Standardversand', description: 'Royal Mail 3-5 days' });
  });

  it("never mixes stores: store B offers English only and has none of store A's texts", async () => {
    const b = await t.call('GET', `/api/products?tenantId=${t.storeB}&lang=de`);
    expect(b.statusCode).toBe(400);
    expect(messageOf(b)).toBe('This store is not offered in "de"; it is offered in English (en)');
    const content = (await t.call('GET', `/api/cms/content?tenantId=${t.storeB}&lang=en`)).json();
    expect(content).toEqual([]);
    const other = await t.call('PUT', `/api/admin/categories/1?tenantId=${t.storeA}`, t.ownerB, {
      name: 'T-Shirts',
      translations: { de: { name: 'Fremd' } },
    });
    expect(other.statusCode).toBe(403);
  });
});
