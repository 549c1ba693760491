// GET /api/user: the signed-in user, or null when nobody is (a 401 is not an error here).
import type { CurrentUser } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { authKeys } from './keys.ts';

export async function getUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    return await apiRequest<CurrentUser>('/api/user', { on401: 'returnNull', signal });
  } catch (error) {
    throw new Error('Failed to fetch user', { cause: error });
  }
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
