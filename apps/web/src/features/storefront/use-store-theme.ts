// Applies the store's colour template (spec admin §9) while the store front is on screen. The server
// already wrote it into a store page for first paint (<style id="store-theme" data-template>); this
// keeps it right when the app moves between stores or arrives from another area, and removes it on
// the way out.
import { useLayoutEffect } from 'react';

/** Same id and attribute as apps/api/src/plugins/storefront-page.ts writes. */
export const STORE_THEME_ELEMENT_ID = 'store-theme';

function themeElement(): HTMLStyleElement {
  const existing = document.getElementById(STORE_THEME_ELEMENT_ID);
  if (existing instanceof HTMLStyleElement) return existing;
  const style = document.createElement('style');
  style.id = STORE_THEME_ELEMENT_ID;
  document.head.appendChild(style);
  return style;
}

export function useStoreTheme(colorTemplate: string | undefined): void {
  useLayoutEffect(() => {
    if (colorTemplate === undefined) return;
    const style = themeElement();
    if (style.dataset.template === colorTemplate) return;
    let cancelled = false;
    void import('./theme-css.ts').then(({ themeCss }) => {
      if (cancelled) return;
      style.textContent = themeCss(colorTemplate);
      style.dataset.template = colorTemplate;
    });
    return () => {
      cancelled = true;
    };
  }, [colorTemplate]);

  useLayoutEffect(() => () => document.getElementById(STORE_THEME_ELEMENT_ID)?.remove(), []);
}
