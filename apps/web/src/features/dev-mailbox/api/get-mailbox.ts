// GET /api/dev/mailbox: every e-mail queued while the server has no SMTP_URL, links in full. The
// server answers 404 in production (and while a mail server is set): then `null`, not an error.
import type { DevMailboxEntry } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client.ts';

export const devMailboxKeys = { all: ['dev-mailbox'] as const };

export type DevMailbox = { emails: DevMailboxEntry[] } | { unavailable: string };

export async function getDevMailbox(): Promise<DevMailbox> {
  try {
    return { emails: await api.get<DevMailboxEntry[]>('/api/dev/mailbox?limit=100') };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { unavailable: error.detail };
    throw error;
  }
}

export const devMailboxQueryOptions = () =>
  queryOptions({ queryKey: devMailboxKeys.all, queryFn: getDevMailbox });

export function useDevMailbox() {
  return useQuery(devMailboxQueryOptions());
}
