// The eight colour templates (spec admin §3 "Color template", §9): each sets the 19 CSS variables the
// web app's Tailwind theme reads (apps/web/src/index.css). Defined once here so the server can put a
// store's template into the page before first paint and the admin can preview and apply the same
// values. No zod in this file: the store front imports it and must stay small.

export const colorThemeIds = [
  'default',
  'emerald',
  'purple',
  'orange',
  'rose',
  'slate',
  'dark',
  'bronze',
] as const;
export type ColorThemeId = (typeof colorThemeIds)[number];

export const themeVariableNames = [
  'background',
  'foreground',
  'card',
  'card-foreground',
  'popover',
  'popover-foreground',
  'primary',
  'primary-foreground',
  'secondary',
  'secondary-foreground',
  'muted',
  'muted-foreground',
  'accent',
  'accent-foreground',
  'destructive',
  'destructive-foreground',
  'border',
  'input',
  'ring',
] as const;
export type ThemeVariable = (typeof themeVariableNames)[number];
export type ThemeVariables = Record<ThemeVariable, string>;

export type ColorTheme = {
  id: ColorThemeId;
  name: string;
  description: string;
  /** The three swatches a template card shows. */
  preview: { primary: string; secondary: string; accent: string };
  variables: ThemeVariables;
};

type Brand = Pick<
  ThemeVariables,
  'primary' | 'secondary' | 'secondary-foreground' | 'accent' | 'accent-foreground' | 'ring'
> &
  Partial<ThemeVariables>;

/** A light template: neutral surfaces and text, the brand's own primary, secondary and accent. */
function light(brand: Brand): ThemeVariables {
  const foreground = brand.foreground ?? '#141822';
  const background = brand.background ?? '#ffffff';
  return {
    background,
    foreground,
    card: background,
    'card-foreground': foreground,
    popover: background,
    'popover-foreground': foreground,
    'primary-foreground': '#ffffff',
    muted: '#f3f4f6',
    'muted-foreground': '#5b606b',
    destructive: '#c81e1e',
    'destructive-foreground': '#ffffff',
    border: '#dfe1e5',
    input: '#868c98',
    ...brand,
  };
}

export const colorThemes: readonly ColorTheme[] = [
  {
    id: 'default',
    name: 'Default',
    description: 'Clean white surfaces with a confident blue.',
    preview: { primary: '#1a4eda', secondary: '#f3f4f6', accent: '#e8effc' },
    variables: light({
      primary: '#1a4eda',
      secondary: '#f3f4f6',
      'secondary-foreground': '#141822',
      accent: '#e8effc',
      'accent-foreground': '#13295f',
      ring: '#3266e4',
    }),
  },
  {
    id: 'emerald',
    name: 'Emerald',
    description: 'Fresh greens for natural and outdoor brands.',
    preview: { primary: '#047857', secondary: '#ecfdf5', accent: '#d1fae5' },
    variables: light({
      primary: '#047857',
      secondary: '#ecfdf5',
      'secondary-foreground': '#064e3b',
      accent: '#d1fae5',
      'accent-foreground': '#064e3b',
      ring: '#059669',
    }),
  },
  {
    id: 'purple',
    name: 'Purple',
    description: 'Rich violet for creative and playful stores.',
    preview: { primary: '#7e22ce', secondary: '#faf5ff', accent: '#f3e8ff' },
    variables: light({
      primary: '#7e22ce',
      secondary: '#faf5ff',
      'secondary-foreground': '#3b0764',
      accent: '#f3e8ff',
      'accent-foreground': '#581c87',
      ring: '#9333ea',
    }),
  },
  {
    id: 'orange',
    name: 'Orange',
    description: 'Warm, energetic orange that stands out.',
    preview: { primary: '#c2410c', secondary: '#fff7ed', accent: '#ffedd5' },
    variables: light({
      primary: '#c2410c',
      secondary: '#fff7ed',
      'secondary-foreground': '#431407',
      accent: '#ffedd5',
      'accent-foreground': '#7c2d12',
      ring: '#ea580c',
    }),
  },
  {
    id: 'rose',
    name: 'Rose',
    description: 'Soft rose and deep pink for fashion and beauty.',
    preview: { primary: '#be123c', secondary: '#fff1f2', accent: '#ffe4e6' },
    variables: light({
      primary: '#be123c',
      secondary: '#fff1f2',
      'secondary-foreground': '#4c0519',
      accent: '#ffe4e6',
      'accent-foreground': '#881337',
      ring: '#e11d48',
    }),
  },
  {
    id: 'slate',
    name: 'Slate',
    description: 'Understated greys for a minimal look.',
    preview: { primary: '#334155', secondary: '#f1f5f9', accent: '#e2e8f0' },
    variables: light({
      primary: '#334155',
      secondary: '#f1f5f9',
      'secondary-foreground': '#0f172a',
      accent: '#e2e8f0',
      'accent-foreground': '#0f172a',
      ring: '#475569',
      foreground: '#0f172a',
    }),
  },
  {
    id: 'dark',
    name: 'Dark',
    description: 'Light text on deep navy, easy on the eyes at night.',
    preview: { primary: '#60a5fa', secondary: '#1f2937', accent: '#1e3a5f' },
    variables: {
      background: '#0b1120',
      foreground: '#e5e7eb',
      card: '#111827',
      'card-foreground': '#e5e7eb',
      popover: '#111827',
      'popover-foreground': '#e5e7eb',
      primary: '#60a5fa',
      'primary-foreground': '#0b1120',
      secondary: '#1f2937',
      'secondary-foreground': '#e5e7eb',
      muted: '#1f2937',
      'muted-foreground': '#a3aab8',
      accent: '#1e3a5f',
      'accent-foreground': '#dbeafe',
      destructive: '#f87171',
      'destructive-foreground': '#450a0a',
      border: '#273244',
      input: '#6b7382',
      ring: '#93c5fd',
    },
  },
  {
    id: 'bronze',
    name: 'Bronze',
    description: 'Earthy bronze and cream for crafted goods.',
    preview: { primary: '#8b5a2b', secondary: '#faf6f1', accent: '#f5ebe0' },
    variables: light({
      primary: '#8b5a2b',
      secondary: '#faf6f1',
      'secondary-foreground': '#3f2a14',
      accent: '#f5ebe0',
      'accent-foreground': '#5c3a1a',
      ring: '#a0682f',
      background: '#fffdf9',
      foreground: '#2b1d0e',
      muted: '#f5efe6',
      'muted-foreground': '#665542',
      border: '#e8dccb',
      input: '#8f7d68',
    }),
  },
];

export function isColorThemeId(value: string): value is ColorThemeId {
  return (colorThemeIds as readonly string[]).includes(value);
}

/** The template a store chose; an unknown or empty name falls back to 'default'. */
export function getColorTheme(id: string | null | undefined): ColorTheme {
  return colorThemes.find((theme) => theme.id === id) ?? (colorThemes[0] as ColorTheme);
}

/** `:root{--background:#fff;…}` for a <style> element (no user input reaches it: ids are looked up). */
export function themeCss(id: string | null | undefined, selector = ':root'): string {
  const { variables } = getColorTheme(id);
  const declarations = themeVariableNames.map((name) => `--${name}:${variables[name]}`).join(';');
  return `${selector}{${declarations}}`;
}

/**
 * Text/background pairs the app draws, with the WCAG 2.x minimum each must reach: 4.5:1 for text,
 * 3:1 for the focus ring and form-field borders against the page (non-text contrast, 1.4.11).
 */
export const themeContrastPairs: readonly { text: ThemeVariable; on: ThemeVariable; min: number }[] = [
  { text: 'foreground', on: 'background', min: 4.5 },
  { text: 'card-foreground', on: 'card', min: 4.5 },
  { text: 'popover-foreground', on: 'popover', min: 4.5 },
  { text: 'primary-foreground', on: 'primary', min: 4.5 },
  { text: 'secondary-foreground', on: 'secondary', min: 4.5 },
  { text: 'muted-foreground', on: 'muted', min: 4.5 },
  { text: 'muted-foreground', on: 'background', min: 4.5 },
  { text: 'muted-foreground', on: 'card', min: 4.5 },
  { text: 'accent-foreground', on: 'accent', min: 4.5 },
  { text: 'destructive-foreground', on: 'destructive', min: 4.5 },
  { text: 'primary', on: 'background', min: 4.5 },
  { text: 'primary', on: 'card', min: 4.5 },
  { text: 'destructive', on: 'background', min: 4.5 },
  { text: 'foreground', on: 'muted', min: 4.5 },
  { text: 'ring', on: 'background', min: 3 },
  { text: 'input', on: 'background', min: 3 },
];

/** WCAG 2.x contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = Number.parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
