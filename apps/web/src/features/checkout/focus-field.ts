// Moves the shopper to a field that needs them: focus without the browser's own jump,
// then scroll it to the middle of the screen, clear of a toast at the top of a phone's screen.
export function focusField(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: 'center', behavior: 'instant' });
}
