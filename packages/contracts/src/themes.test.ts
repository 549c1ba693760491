import { describe, expect, it } from 'vitest';
import {
  colorThemeIds,
  colorThemes,
  contrastRatio,
  getColorTheme,
  themeContrastPairs,
  themeCss,
  themeVariableNames,
} from './themes.ts';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // #767676 on white is the classic "just passes AA" grey.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBe(contrastRatio('#767676', '#ffffff'));
  });

  it('refuses anything that is not #rrggbb', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow('Not a #rrggbb colour: red');
  });
});

describe('colour templates', () => {
  it('are the eight of spec admin §9, in order, each with every variable', () => {
    expect(colorThemes.map((t) => t.id)).toEqual([...colorThemeIds]);
    expect(colorThemeIds.join(', ')).toBe('default, emerald, purple, orange, rose, slate, dark, bronze');
    for (const theme of colorThemes) {
      expect(Object.keys(theme.variables).sort()).toEqual([...themeVariableNames].sort());
      expect(theme.name).not.toBe('');
      for (const value of [...Object.values(theme.variables), ...Object.values(theme.preview)]) {
        expect(value).toMatch(/^#[0-9a-f]{6}$/);
      }
    }
    expect(themeVariableNames).toHaveLength(19);
  });

  const cases = colorThemes.flatMap((theme) =>
    themeContrastPairs.map((pair) => ({ theme: theme.id, ...pair, ratio: 0, vars: theme.variables })),
  );
  it.each(cases)('$theme: $text on $on reaches $min:1 (WCAG AA)', ({ vars, text, on, min }) => {
    expect(contrastRatio(vars[text], vars[on])).toBeGreaterThanOrEqual(min);
  });
});

describe('getColorTheme and themeCss', () => {
  it('falls back to the default template for unknown names', () => {
    expect(getColorTheme('emerald').id).toBe('emerald');
    expect(getColorTheme('</style><script>').id).toBe('default');
    expect(getColorTheme(null).id).toBe('default');
  });

  it('writes every variable as a CSS custom property', () => {
    const css = themeCss('dark');
    expect(css.startsWith(':root{--background:#0b1120;')).toBe(true);
    expect(css.match(/--[a-z-]+:#[0-9a-f]{6}/g)).toHaveLength(19);
    expect(themeCss('nope')).toBe(themeCss('default'));
  });
});
