import type { VariantAttribute } from '@storefleet/contracts';
import { describe, expect, it } from 'vitest';
import {
  guessVariantType,
  hasOption,
  optionAddition,
  optionTexts,
  otherOptions,
  toggleOption,
} from './product-options.ts';

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

describe('adding an option from the product form', () => {
  it('makes a new attribute from a name and comma-separated values, its type guessed from the name', () => {
    expect(optionAddition([size], ' Fit ', 'Slim, , regular,SLIM, Relaxed ')).toEqual({
      body: { name: 'Fit', type: 'style', values: ['Slim', 'regular', 'Relaxed'], description: '' },
      tick: ['Slim', 'regular', 'Relaxed'],
    });
    expect(guessVariantType('Colour')).toBe('color');
    expect(guessVariantType('colors')).toBe('color');
    expect(guessVariantType('Sizes')).toBe('size');
    expect(guessVariantType('Fabric')).toBe('material');
  });

  it('grows the store’s attribute of that name, keeping its spelling, type and other values', () => {
    expect(optionAddition([size], 'size', 'm, L')).toEqual({
      id: 1,
      body: { name: 'Size', type: 'size', values: ['S', 'M', 'L'], description: '' },
      tick: ['M', 'L'],
    });
  });

  it('needs a name and at least one value', () => {
    expect(optionAddition([size], '', 'S')).toBeNull();
    expect(optionAddition([size], 'Size', ' , ')).toBeNull();
  });
});

describe('optionTexts', () => {
  it('lists each option name and value once, a plain value under Size', () => {
    expect(optionTexts(['Size:S', 'Size:M', 'Colour: Red', 'Large', 'Colour:Red'])).toEqual([
      'Size',
      'S',
      'M',
      'Colour',
      'Red',
      'Large',
    ]);
    expect(optionTexts([])).toEqual([]);
  });
});
