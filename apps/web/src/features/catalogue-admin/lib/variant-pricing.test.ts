import type { AdminProduct, VariantAttribute } from '@storefleet/contracts';
import { describe, expect, it } from 'vitest';
import { combinationLabel, pricingAttributes } from './variant-pricing.ts';

const attribute = (id: number, name: string, values: string[]): VariantAttribute => ({
  id,
  tenantId: 1,
  name,
  type: 'size',
  values,
  description: null,
  createdAt: '',
});
const size = attribute(1, 'Size', ['S', 'M', 'L', 'XL']);
const colour = attribute(2, 'Colour', ['Black', 'Navy']);
const material = attribute(3, 'Material', ['Cotton']);

describe('variant pricing choices', () => {
  it('offers the attributes the product uses, with the values it offers', () => {
    const product = { sizes: ['Size:S', 'size:xl', 'Colour:Navy', 'Fit:Slim'] } as AdminProduct;
    expect(pricingAttributes(product, [size, colour, material])).toEqual([
      { id: '1', name: 'Size', values: ['S', 'XL'] },
      { id: '2', name: 'Colour', values: ['Navy'] },
    ]);
    expect(pricingAttributes({ sizes: ['M', 'L'] } as AdminProduct, [size])).toEqual([
      { id: '1', name: 'Size', values: ['M', 'L'] },
    ]);
  });

  it('labels a combination in attribute order', () => {
    expect(combinationLabel({ '2': 'Navy', '1': 'XL' }, [size, colour])).toBe('Size: XL, Colour: Navy');
    expect(combinationLabel({ '9': 'Red' }, [size])).toBe('Removed attribute: Red');
  });
});
