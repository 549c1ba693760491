import { describe, expect, it } from 'vitest';
import { matchingChoices } from './choice-picker.tsx';

const products = [
  { key: 1, label: 'Classic Logo Tee', hint: 'T-Shirts' },
  { key: 2, label: 'Canvas Tote', hint: 'Bags' },
  { key: 3, label: 'Hoodie', hint: 'Sweatshirts' },
];

describe('matchingChoices', () => {
  it('matches the name or the hint without regard to case', () => {
    expect(matchingChoices(products, 'TEE', []).map((c) => c.key)).toEqual([1]);
    expect(matchingChoices(products, ' bags ', []).map((c) => c.key)).toEqual([2]);
    expect(matchingChoices(products, 'nothing', [])).toEqual([]);
  });

  it('lists the chosen ones first and keeps the rest in order', () => {
    expect(matchingChoices(products, '', [3]).map((c) => c.key)).toEqual([3, 1, 2]);
  });
});
