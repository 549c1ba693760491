// What a store URL shows when it names no open store, or the store could not be loaded. A closed or
// suspended store's address offers no other store: the shopper came for this one.
import { Store, TriangleAlert } from 'lucide-react';
import { StatusPanel } from '@/components/status-panel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export function StoreUnavailable({ notFound, className }: { notFound: boolean; className?: string }) {
  useDocumentTitle(notFound ? 'Store Not Found' : 'Store unavailable');
  if (notFound) {
    return (
      <StatusPanel icon={Store} title="Store Not Found" className={className}>
        There is no store at this address, or it is not open at the moment.
      </StatusPanel>
    );
  }
  return (
    <StatusPanel
      icon={TriangleAlert}
      title="This store could not be loaded"
      actions={<Button onClick={() => window.location.reload()}>Try again</Button>}
    >
      Please check your connection and try again in a moment.
    </StatusPanel>
  );
}
