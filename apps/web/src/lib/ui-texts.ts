// The few words the shared dialogs say themselves (the corner close button, the question before
// discarding a form's changes): English by default, as the admin shows them; the store front's
// language provider gives them in the page's language (docs/decisions/0095).
import { createContext, useContext } from 'react';

export const UI_TEXTS = {
  close: 'Close',
  discardTitle: 'Discard your changes?',
  discardMessage: 'What you changed in this form has not been saved.',
  keepEditing: 'Keep editing',
  discard: 'Discard changes',
};
export type UiTexts = typeof UI_TEXTS;

export const UiTextsContext = createContext<UiTexts>(UI_TEXTS);

export function useUiTexts(): UiTexts {
  return useContext(UiTextsContext);
}
