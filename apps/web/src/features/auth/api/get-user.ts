// GET /api/user: the signed-in user, or null when nobody is (a 401 is not an error here).
import type { CurrentUser } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, readOrFail } from '@/lib/api-client.ts';
import { authKeys } from './keys.ts';

export function getUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  return readOrFail(
    () => apiRequest<CurrentUser>('/api/user', { on401: 'returnNull', signal }),
    'Failed to fetch user',
  );
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.currentUser(),
    queryFn: ({ signal }) => getUser(signal),
    retry: false,
  });

export function useUser() {
  return useQuery(userQueryOptions());
}
