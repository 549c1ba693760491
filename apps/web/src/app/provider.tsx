// App-wide providers: the query cache (the server renderer passes one it has seeded), the toast
// region and a last-resort error screen.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ErrorBoundary } from '@/components/error-boundary.tsx';
import { Toaster } from '@/components/ui/toaster.tsx';
import { createQueryClient } from '@/lib/query-client.ts';

export function AppProvider({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ErrorBoundary>{children}</ErrorBoundary>
      <Toaster />
    </QueryClientProvider>
  );
}
