// App-wide providers: the query cache, the toast region and a last-resort error screen.
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ErrorBoundary } from '@/components/error-boundary.tsx';
import { Toaster } from '@/components/ui/toaster.tsx';
import { createQueryClient } from '@/lib/query-client.ts';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ErrorBoundary>{children}</ErrorBoundary>
      <Toaster />
    </QueryClientProvider>
  );
}
