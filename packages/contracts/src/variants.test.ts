import { describe, expect, it } from 'vitest';
import {
  cartKey,
  isValidSelection,
  missingOptionGroups,
  parseOptionGroups,
  resolveVariantRow,
  usesDropdowns,
  variantString,
} from './variants.ts';

describe('option groups', () => {
  it('groups Group:Value strings and puts plain values under Size', () => {
    expect(parseOptionGroups(['S', 'M', 'Colour:Red', 'Colour:Blue', 'colour:red', ' Fit : Slim '])).toEqual([
      { name: 'Size', values: ['S', 'M'] },
      { name: 'Colour', values: ['Red', 'Blue'] },
      { name: 'Fit', values: ['Slim'] },
    ]);
    expect(parseOptionGroups([])).toEqual([]);
    expect(parseOptionGroups(['', 'Colour:'])).toEqual([]);
  });

  it('uses dropdowns with more than one group or more than 4 values', () => {
    expect(usesDropdowns(parseOptionGroups(['S', 'M', 'L', 'XL']))).toBe(false);
    expect(usesDropdowns(parseOptionGroups(['XS', 'S', 'M', 'L', 'XL']))).toBe(true);
    expect(usesDropdowns(parseOptionGroups(['S', 'Colour:Red']))).toBe(true);
  });

  it('names the groups still unchosen and checks chosen values exist', () => {
    const groups = parseOptionGroups(['Size:S', 'Size:M', 'Colour:Red']);
    expect(missingOptionGroups(groups, {})).toEqual(['Size', 'Colour']);
    expect(missingOptionGroups(groups, { size: 'S', Colour: '' })).toEqual(['Colour']);
    expect(isValidSelection(groups, { Size: 's', colour: 'RED' })).toBe(true);
    expect(isValidSelection(groups, { Size: 'XL' })).toBe(false);
    expect(isValidSelection(groups, { Material: 'Wool' })).toBe(false);
  });

  it('builds the variant string and a stable cart key', () => {
    expect(variantString({ Size: 'M', Colour: 'Red' })).toBe('Size: M, Colour: Red');
    expect(cartKey(7)).toBe('7');
    expect(cartKey(7, { Size: 'M', Colour: 'Red' })).toBe(cartKey(7, { Colour: 'Red', Size: 'M' }));
    expect(cartKey(7, { Size: 'M' })).not.toBe(cartKey(7, { Size: 'L' }));
    expect(cartKey(7, {}, 'subscription')).toBe('7|subscription');
  });
});

describe('resolveVariantRow (DESIGN §6)', () => {
  const names = { '1': 'Size', '2': 'Colour' };
  const row = (id: number, combo: Record<string, string>, isActive = true) => ({
    id,
    isActive,
    variantCombination: combo,
  });

  it('applies a row whose every attribute matches, ignoring case', () => {
    const rows = [row(1, { '1': 'L', '2': 'Black' })];
    expect(resolveVariantRow(rows, names, { size: 'l', Colour: 'BLACK' })?.id).toBe(1);
    expect(resolveVariantRow(rows, names, { Size: 'L', Colour: 'White' })).toBeUndefined();
    expect(resolveVariantRow(rows, names, { Size: 'L' })).toBeUndefined();
  });

  it('prefers the row naming the most attributes, then the lowest id', () => {
    const rows = [row(5, { '1': 'L' }), row(4, { '1': 'L' }), row(9, { '1': 'L', '2': 'Black' })];
    expect(resolveVariantRow(rows, names, { Size: 'L', Colour: 'Black' })?.id).toBe(9);
    expect(resolveVariantRow(rows, names, { Size: 'L', Colour: 'Navy' })?.id).toBe(4);
  });

  it('ignores inactive rows, empty rows and rows naming unknown attributes', () => {
    const rows = [row(1, { '1': 'L' }, false), row(2, {}), row(3, { '99': 'L' })];
    expect(resolveVariantRow(rows, names, { Size: 'L' })).toBeUndefined();
  });
});
