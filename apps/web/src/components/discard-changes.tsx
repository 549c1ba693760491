// Forms that do not lose work: a dialog whose form has unsaved changes asks before Esc, a click on
// the overlay, the corner close button or Cancel throws them away ("Discard your changes?": Keep
// editing / Discard changes). Esc inside a suggestion list (an input with a datalist, an open
// combobox) closes the list only, never the dialog. DialogShell and FormDialog use this once for
// every dialog.
import { type KeyboardEvent as ReactKeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { useUiTexts } from '@/lib/ui-texts.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * Whether Esc pressed on `target` belongs to a suggestion list: a native datalist's input (the
 * browser closes its list on that Esc) or a combobox showing its options.
 */
export function escapeClosesSuggestions(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement && target.list) return true;
  return target.getAttribute('role') === 'combobox' && target.getAttribute('aria-expanded') === 'true';
}

/**
 * Wraps a dialog's onOpenChange: a close asked for while `isDirty()` opens the question instead;
 * "Discard changes" closes. `dialog` is the question, to render next to the dialog.
 */
export function useDiscardGuard(
  isDirty: () => boolean,
  onOpenChange: (open: boolean) => void,
): { onOpenChange: (open: boolean) => void; dialog: ReactNode } {
  const [asking, setAsking] = useState(false);
  const texts = useUiTexts();
  const dirty = useRef(isDirty);
  dirty.current = isDirty;
  // Where the focus goes back to on "Keep editing": what had it when the question opened, else the
  // dialog itself (a click on the overlay leaves the focus on the page's body, behind the dialog).
  const returnTo = useRef<HTMLElement | null>(null);
  const discarding = useRef(false);
  const guarded = (open: boolean) => {
    if (!open && dirty.current()) {
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
      discarding.current = false;
      setAsking(true);
      return;
    }
    onOpenChange(open);
  };
  const keepEditingFocus = (event: Event) => {
    if (discarding.current) return;
    event.preventDefault();
    const back = returnTo.current?.isConnected
      ? returnTo.current
      : document.querySelector<HTMLElement>('[role="dialog"][data-state="open"]');
    back?.focus();
  };
  const dialog = (
    <ConfirmDialog
      open={asking}
      onOpenChange={setAsking}
      title={texts.discardTitle}
      message={texts.discardMessage}
      cancelLabel={texts.keepEditing}
      confirmLabel={texts.discard}
      write={false}
      onCloseAutoFocus={keepEditingFocus}
      onConfirm={() => {
        discarding.current = true;
        setAsking(false);
        onOpenChange(false);
      }}
    />
  );
  return { onOpenChange: guarded, dialog };
}

/** Radix's Esc handler for a dialog's content: keeps the dialog open when Esc closes a suggestion list. */
export function keepOpenOnSuggestionEscape(event: KeyboardEvent | ReactKeyboardEvent): void {
  const target = typeof document === 'undefined' ? null : document.activeElement;
  if (escapeClosesSuggestions(target ?? event.target)) event.preventDefault();
}
