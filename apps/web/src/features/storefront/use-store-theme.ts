// Applies the store's colour template (spec admin §9) while the store front is on screen. The server
// already wrote it into a store page for first paint (<style id="store-theme" data-template>); this
// keeps it right when the app moves between stores or arrives from another area, and removes it on
// the way out.
import { useLayoutEffect } from 'react';

/** Same id and attribute as apps/api/src/modules/storefront/storefront-page.ts writes. */
export const STORE_THEME_ELEMENT_ID = 'store-theme';

function themeElement(): HTMLStyleElement {
  const existing = document.getElementById(STORE_THEME_ELEMENT_ID);
  if (existing instanceof HTMLStyleElement) return existing;
  const style = document.createElement('style');
  style.id = STORE_THEME_ELEMENT_ID;
  document.head.appendChild(style);
  return style;
}

/**
 * Color Templates' Preview opens the store front with ?preview-theme=<template> (ADR 0042): that
 * template is shown in this tab only, nothing is saved. An unknown name is ignored.
 */
export const PREVIEW_THEME_PARAM = 'preview-theme';

function previewTemplate(): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.search).get(PREVIEW_THEME_PARAM);
}

export function useStoreTheme(colorTemplate: string | undefined): void {
  useLayoutEffect(() => {
    if (colorTemplate === undefined) return;
    const style = themeElement();
    const preview = previewTemplate();
    if (style.dataset.template === (preview ?? colorTemplate)) return;
    let cancelled = false;
    void import('./theme-css.ts').then(({ themeCss, isColorThemeId }) => {
      if (cancelled) return;
      const template = preview && isColorThemeId(preview) ? preview : colorTemplate;
      style.textContent = themeCss(template);
      style.dataset.template = template;
    });
    return () => {
      cancelled = true;
    };
  }, [colorTemplate]);

  useLayoutEffect(() => () => document.getElementById(STORE_THEME_ELEMENT_ID)?.remove(), []);
}
