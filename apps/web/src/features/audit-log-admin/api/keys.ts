// Query keys of the Audit log screen; every key of this feature comes from here.
export type AuditLogParams = {
  tenantId?: number;
  /** The super admin's platform entries instead of a store's. */
  platform: boolean;
  member: string;
  entity: string;
  from: string;
  to: string;
  limit: number;
  offset: number;
};

export const auditLogKeys = {
  all: ['audit-log'] as const,
  list: (params: AuditLogParams) => [...auditLogKeys.all, 'list', params] as const,
};

/** The query string of one page: filters left empty are not sent. */
export function auditLogQuery(params: AuditLogParams): URLSearchParams {
  const query = new URLSearchParams({ limit: String(params.limit), offset: String(params.offset) });
  if (params.platform) query.set('platform', 'true');
  else if (params.tenantId !== undefined) query.set('tenantId', String(params.tenantId));
  for (const name of ['member', 'entity', 'from', 'to'] as const) {
    const value = params[name].trim();
    if (value) query.set(name, value);
  }
  return query;
}
