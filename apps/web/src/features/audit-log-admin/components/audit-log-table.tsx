// The audit entries: when, who, what they did to which entity, and the change in a few words
// (field: before → after, secrets already redacted by the server).
import type { AuditLogEntry } from '@storefleet/contracts';
import { Badge, type BadgeVariant } from '@/components/ui/badge.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';

const actionLabels: Record<AuditLogEntry['action'], { label: string; variant: BadgeVariant }> = {
  create: { label: 'Created', variant: 'success' },
  update: { label: 'Updated', variant: 'info' },
  delete: { label: 'Deleted', variant: 'danger' },
  other: { label: 'Action', variant: 'outline' },
};

const MAX_CHANGES = 4;

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** Bookkeeping every answer carries; never the change itself. */
const HIDDEN_FIELDS = new Set(['id', 'tenantId', 'createdAt', 'updatedAt']);

/**
 * 'price: 45.00 → 51.00' for each field that changed (with no before: each field sent), the first
 * few only.
 */
export function describeChanges(entry: Pick<AuditLogEntry, 'before' | 'after'>): string[] {
  const after = entry.after ?? {};
  const before = entry.before ?? {};
  const sent = Object.keys(after).filter((name) => !HIDDEN_FIELDS.has(name));
  const changed = sent.filter((name) => name in before && shown(before[name]) !== shown(after[name]));
  const names = changed.length > 0 ? changed : sent;
  const lines = names
    .slice(0, MAX_CHANGES)
    .map((name) =>
      name in before && shown(before[name]) !== shown(after[name])
        ? `${name}: ${shown(before[name])} → ${shown(after[name])}`
        : `${name}: ${shown(after[name])}`,
    );
  if (names.length > MAX_CHANGES) lines.push(`and ${names.length - MAX_CHANGES} more`);
  return lines;
}

export function AuditLogTable({ entries }: { entries: AuditLogEntry[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="hidden sm:table-cell">When</TableHead>
          <TableHead>Member</TableHead>
          <TableHead className="hidden sm:table-cell">Action</TableHead>
          <TableHead>Entity</TableHead>
          <TableHead className="hidden md:table-cell">Change</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => {
          const action = actionLabels[entry.action];
          const changes = describeChanges(entry);
          const when = new Date(entry.createdAt).toLocaleString('en-GB', {
            dateStyle: 'medium',
            timeStyle: 'short',
          });
          return (
            <TableRow key={entry.id}>
              <TableCell className="hidden whitespace-nowrap tabular-nums sm:table-cell">{when}</TableCell>
              <TableCell>
                <p className="font-medium break-all">{entry.actorName}</p>
                {/* On a phone the date and action move here and under the entity. */}
                <p className="text-xs text-muted-foreground tabular-nums sm:hidden">{when}</p>
              </TableCell>
              <TableCell className="hidden sm:table-cell">
                <Badge variant={action.variant}>{action.label}</Badge>
              </TableCell>
              <TableCell>
                <p>
                  {entry.entityType}
                  {entry.entityId ? ` #${entry.entityId}` : ''}
                </p>
                <p className="text-xs break-all text-muted-foreground">{entry.route}</p>
                <p className="mt-1 sm:hidden">
                  <Badge variant={action.variant}>{action.label}</Badge>
                </p>
              </TableCell>
              <TableCell className="hidden max-w-md md:table-cell">
                {changes.length === 0 ? (
                  <span className="text-muted-foreground">—</span>
                ) : (
                  <ul className="space-y-0.5 text-xs break-words">
                    {changes.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
