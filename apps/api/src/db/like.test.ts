import { describe, expect, it } from 'vitest';
import { containsPattern } from './like.ts';

describe('containsPattern', () => {
  it('escapes the wildcards and the escape character itself', () => {
    expect(containsPattern('mug')).toBe('%mug%');
    expect(containsPattern('100%')).toBe('%100\\%%');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('c:\\dir')).toBe('%c:\\\\dir%');
  });
});
