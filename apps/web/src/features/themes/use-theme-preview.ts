// Spec admin §4: a preview applies the template's colours to the page at once, without saving.
// The colours live in a <style> element of their own, removed when the screen closes.
import { themeCss } from '@storefleet/contracts';
import { useEffect, useState } from 'react';

const PREVIEW_ELEMENT_ID = 'theme-preview';

export function useThemePreview() {
  const [previewing, setPreviewing] = useState<string | null>(null);

  useEffect(() => {
    let style = document.getElementById(PREVIEW_ELEMENT_ID);
    if (!previewing) {
      style?.remove();
      return;
    }
    if (!style) {
      style = document.createElement('style');
      style.id = PREVIEW_ELEMENT_ID;
      document.head.appendChild(style);
    }
    style.textContent = themeCss(previewing);
  }, [previewing]);

  useEffect(() => () => document.getElementById(PREVIEW_ELEMENT_ID)?.remove(), []);
  return { previewing, preview: setPreviewing };
}
