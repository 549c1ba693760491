import type { StorefrontProduct } from '@storefleet/contracts';
import { describe, expect, it } from 'vitest';
import {
  categoriesOf,
  choicePrice,
  choiceStock,
  choiceWasPrice,
  descriptionPreview,
  descriptionText,
  isKidsProduct,
  isSizeOption,
  isSoldOut,
  parseQuantity,
} from './product-choice.ts';

function product(overrides: Partial<StorefrontProduct> = {}): StorefrontProduct {
  return {
    id: 1,
    tenantId: 1,
    name: 'Hoodie',
    handle: 'hoodie',
    description: null,
    price: '42.99',
    compareAtPrice: null,
    image: null,
    images: [],
    category: 'Hoodies',
    sizes: ['Size:S', 'Size:XL', 'Colour:Navy', 'Colour:Black'],
    inStock: 5,
    sortOrder: 0,
    isSubscription: false,
    hasSubscription: false,
    subscriptionPrice: null,
    subscriptionInterval: null,
    subscriptionTrialDays: 0,
    variants: [
      {
        id: 1,
        isActive: true,
        variantCombination: { '10': 'XL' },
        price: '45.99',
        compareAtPrice: null,
        stock: 10,
      },
      {
        id: 2,
        isActive: true,
        variantCombination: { '10': 'XL', '11': 'Navy' },
        price: '47.99',
        compareAtPrice: null,
        stock: 4,
      },
      {
        id: 3,
        isActive: true,
        variantCombination: { '10': 'S', '11': 'Navy' },
        price: '42.99',
        compareAtPrice: null,
        stock: 0,
      },
    ],
    variantAttributeNames: { '10': 'Size', '11': 'Colour' },
    ...overrides,
  };
}

describe('price and stock of a choice', () => {
  it('uses the most specific active row, else the product', () => {
    expect(choicePrice(product(), { Size: 'XL', Colour: 'Navy' })).toBe('47.99');
    expect(choicePrice(product(), { Size: 'XL', Colour: 'Black' })).toBe('45.99');
    expect(choicePrice(product(), { Size: 'S', Colour: 'Black' })).toBe('42.99');
    expect(choiceStock(product(), { Size: 'xl', Colour: 'navy' })).toBe(4);
    expect(choiceStock(product(), { Size: 'S', Colour: 'Navy' })).toBe(0);
    expect(choiceStock(product(), { Size: 'S', Colour: 'Black' })).toBe(5);
  });

  it('is sold out only when no combination has stock', () => {
    expect(isSoldOut(product())).toBe(false);
    expect(isSoldOut(product({ inStock: 0 }))).toBe(false);
    expect(isSoldOut(product({ inStock: 0, variants: [] }))).toBe(true);
  });
});

describe('the "was" price of a choice', () => {
  it('is the row’s compare-at price, else the product’s, and only when above the price', () => {
    const onSale = product({
      price: '20.00',
      compareAtPrice: '30.00',
      variants: [
        {
          id: 1,
          isActive: true,
          variantCombination: { '10': 'XL' },
          price: '45.99',
          compareAtPrice: '50.00',
          stock: 1,
        },
        {
          id: 2,
          isActive: true,
          variantCombination: { '10': 'S' },
          price: '42.99',
          compareAtPrice: '40.00',
          stock: 1,
        },
      ],
    });
    expect(choiceWasPrice(onSale, {})).toBe('30.00');
    expect(choiceWasPrice(onSale, { Size: 'XL' })).toBe('50.00');
    expect(choiceWasPrice(onSale, { Size: 'S' })).toBeNull(); // below the row's price: no sale
    expect(choiceWasPrice(product({ price: '20.00', compareAtPrice: '20.00' }), {})).toBeNull();
    expect(choiceWasPrice(product({ compareAtPrice: null }), {})).toBeNull();
  });
});

describe('descriptionPreview', () => {
  it('keeps short descriptions and cuts long ones at 15 words with an ellipsis', () => {
    expect(descriptionPreview('Soft and warm.')).toBe('Soft and warm.');
    const long = Array.from({ length: 20 }, (_, i) => `w${i + 1}`).join(' ');
    expect(descriptionPreview(long)).toBe(
      `${Array.from({ length: 15 }, (_, i) => `w${i + 1}`).join(' ')}...`,
    );
    expect(descriptionPreview('  ')).toBe('No description available');
    expect(descriptionPreview(null)).toBe('No description available');
  });
});

describe('parseQuantity', () => {
  it('accepts whole numbers of at least 1 and ignores anything else', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity(' 12 ')).toBe(12);
    for (const bad of ['0', '-1', '1.5', 'abc', '', '1e3', '99999999999999999999']) {
      expect(parseQuantity(bad)).toBeNull();
    }
  });
});

describe('labels', () => {
  it('offers the size guide for options named like size, and the kids chart for kids categories', () => {
    expect(isSizeOption('Size')).toBe(true);
    expect(isSizeOption('Shoe size')).toBe(true);
    expect(isSizeOption('Colour')).toBe(false);
    expect(isKidsProduct({ category: 'Kids' })).toBe(true);
    expect(isKidsProduct({ category: 'Kids T-Shirts' })).toBe(true);
    expect(isKidsProduct({ category: null })).toBe(false);
  });

  it('lists categories once each in product order', () => {
    const list = [
      product({ category: 'B' }),
      product({ category: 'A' }),
      product({ category: 'B' }),
      product({ category: null }),
    ];
    expect(categoriesOf(list)).toEqual(['B', 'A']);
  });
});

describe('descriptionText: an imported HTML description shown as text', () => {
  it('keeps plain text as it is, line breaks and all', () => {
    expect(descriptionText('Soft cotton.\nLine two <3')).toBe('Soft cotton.\nLine two <3');
    expect(descriptionText(null)).toBe('');
  });

  it('turns paragraphs, headings, items and breaks into lines, drops tags and reads entities', () => {
    expect(
      descriptionText(
        '<h2>Hand thrown</h2><p>Each one <strong>differs</strong> &amp; glows.</p><ul><li>Blue</li><li>Green</li></ul>Line<br />two',
      ),
    ).toBe('Hand thrown\nEach one differs & glows.\n• Blue\n• Green\n\nLine\ntwo');
    expect(descriptionPreview('<p>Soft <strong>organic cotton</strong>.</p><p>Cut for everyday.</p>')).toBe(
      'Soft organic cotton. Cut for everyday.',
    );
  });
});
