// Sets the browser tab title for the screen in view, so each route announces itself.
import { useEffect } from 'react';

export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | Storefleet` : 'Storefleet';
  }, [title]);
}
