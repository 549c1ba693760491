// The controls of a product that only work once the page's script runs: the purchase type, the
// options, the quantity and Add to Cart. A store page is rendered on the server and hydrated (ADR
// 0023); until then a click on any of them would be lost, so they are switched off together, by
// the fieldset HTML has for that, and a shopper on a slow phone sees they are not ready yet.
import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated.ts';

export function ScriptControls({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className="contents">
      {children}
    </fieldset>
  );
}
