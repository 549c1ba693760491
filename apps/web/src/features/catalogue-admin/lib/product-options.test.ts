import type { VariantAttribute } from '@storefleet/contracts';
import { describe, expect, it } from 'vitest';
import { hasOption, otherOptions, toggleOption } from './product-options.ts';

const size: VariantAttribute = {
  id: 1,
  tenantId: 1,
  name: 'Size',
  type: 'size',
  values: ['S', 'M'],
  description: null,
  createdAt: '',
};

describe('product options in the form', () => {
  it('reads plain values as Size and ignores case', () => {
    expect(hasOption(['M'], 'Size', 'M')).toBe(true);
    expect(hasOption(['size:m'], 'Size', 'M')).toBe(true);
    expect(hasOption(['Colour:M'], 'Size', 'M')).toBe(false);
  });

  it('adds Group:Value and removes every spelling', () => {
    expect(toggleOption(['Size:S'], 'Size', 'M', true)).toEqual(['Size:S', 'Size:M']);
    expect(toggleOption(['M', 'Size:S', 'size:m'], 'Size', 'M', false)).toEqual(['Size:S']);
  });

  it('keeps options that no attribute offers', () => {
    expect(otherOptions(['Size:S', 'Small', 'Fit:Slim'], [size])).toEqual(['Small', 'Fit:Slim']);
  });
});
