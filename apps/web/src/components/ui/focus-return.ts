// Gives focus back to whatever opened a dialog when it closes. Radix does this only for its own
// Trigger; dialogs opened from elsewhere (a card image, "add to cart") would leave focus on <body>.
import { useRef } from 'react';

export type FocusReturnOptions = {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
  /** Where focus goes when the opener is gone (e.g. it was inside a dialog that closed). */
  fallbackFocus?: () => HTMLElement | null;
};

export function useFocusReturn({ onOpenAutoFocus, onCloseAutoFocus, fallbackFocus }: FocusReturnOptions) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      // Fires before focus moves into the dialog, so the opener still has it.
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const target = opener.current?.isConnected ? opener.current : (fallbackFocus?.() ?? null);
      if (!target) return; // Radix's own handling (its Trigger, if any)
      event.preventDefault();
      target.focus();
    },
  };
}
