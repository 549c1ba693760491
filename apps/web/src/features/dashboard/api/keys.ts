// Query keys of the admin dashboard; every key of this feature comes from here.
import type { DashboardRange } from '@storefleet/contracts';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: (range: DashboardRange, tenantId?: number) =>
    [...dashboardKeys.all, 'stats', range, tenantId ?? 'default'] as const,
};
