// Where an area renders. The server renderer (entry-server.tsx) puts the store front's area here
// directly, the browser its lazy chunk (router.tsx): the same Suspense boundary, so hydration keeps
// the server's markup on screen while the chunk loads.
import type { ComponentType } from 'react';
import { Suspense } from 'react';
import { PageSpinner } from '@/components/ui/spinner.tsx';

export function AreaOutlet({ Area }: { Area: ComponentType }) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Area />
    </Suspense>
  );
}
