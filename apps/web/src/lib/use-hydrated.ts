// Whether the page's script has taken over the server's markup. A store page is rendered on the
// server and hydrated (ADR 0023): until then its buttons are markup with no handler, and a click
// on one is lost. Controls that need the script (a product's options, quantity and Add to Cart:
// ScriptControls) are switched off until it runs, so a shopper on a slow phone sees they are not
// ready instead of clicking for nothing. Once the app has hydrated, later mounts start hydrated: no
// frame of switched-off buttons on client navigation.
import { useEffect, useState } from 'react';

let appHydrated = false;

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(appHydrated);
  useEffect(() => {
    appHydrated = true;
    setHydrated(true);
  }, []);
  return hydrated;
}
