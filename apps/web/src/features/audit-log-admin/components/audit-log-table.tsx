// The audit entries as a merchant reads them (ADR 0088): when, who, and a sentence the server
// wrote ("Changed the price of Zip-Up Hoodie", the thing linked to its screen), with each change
// before → after already formatted (money with its symbol, stock in units, Yes/No). The stored
// route and values stay behind a collapsed "Details" for support; secrets are redacted by the server.
import type { AuditLogEntry } from '@storefleet/contracts';
import { Link } from 'wouter';
import { ListTable } from '@/components/list-table.tsx';
import { TableCell, TableHead, TableRow } from '@/components/ui/table.tsx';

const MAX_CHANGES = 5;

/** 'Price: £45.00 → £51.00', or 'Tracking number: TRK1' for a value set; the first few only. */
export function changeLines(entry: Pick<AuditLogEntry, 'description'>): string[] {
  const changes = entry.description.changes;
  const lines = changes
    .slice(0, MAX_CHANGES)
    .map(({ field, before, after }) =>
      before === null ? `${field}: ${after ?? 'none'}` : `${field}: ${before} → ${after ?? 'none'}`,
    );
  if (changes.length > MAX_CHANGES) lines.push(`and ${changes.length - MAX_CHANGES} more`);
  return lines;
}

function Happened({ entry, linked }: { entry: AuditLogEntry; linked: boolean }) {
  const { verb, subject, link } = entry.description;
  return (
    <p>
      {verb}{' '}
      {linked && link ? (
        <Link href={link} className="font-medium text-primary underline underline-offset-4">
          {subject}
        </Link>
      ) : (
        <span className="font-medium">{subject}</span>
      )}
    </p>
  );
}

/** The row's stored values before or after the change, as support reads them; nothing when none. */
function StoredValues({ title, values }: { title: string; values: AuditLogEntry['before'] }) {
  if (!values) return null;
  return (
    <div>
      <dt className="font-medium">{title}</dt>
      <dd className="font-mono whitespace-pre-wrap">{JSON.stringify(values, null, 1)}</dd>
    </div>
  );
}

/** `linked`: the things link to this store's screens (the owner's own log, not another store's). */
export function AuditLogTable({ entries, linked = true }: { entries: AuditLogEntry[]; linked?: boolean }) {
  return (
    <ListTable
      columns={
        <>
          <TableHead className="hidden sm:table-cell">When</TableHead>
          <TableHead className="hidden sm:table-cell">Member</TableHead>
          <TableHead>What happened</TableHead>
        </>
      }
    >
      {entries.map((entry) => {
        const changes = changeLines(entry);
        const when = new Date(entry.createdAt).toLocaleString('en-GB', {
          dateStyle: 'medium',
          timeStyle: 'short',
        });
        return (
          <TableRow key={entry.id} data-testid="audit-entry" className="align-top">
            <TableCell className="hidden whitespace-nowrap tabular-nums sm:table-cell">{when}</TableCell>
            <TableCell className="hidden font-medium break-all sm:table-cell">{entry.actorName}</TableCell>
            <TableCell className="max-w-xl">
              {/* On a phone who and when lead the entry. */}
              <p className="text-xs text-muted-foreground sm:hidden">
                <span className="font-medium text-foreground">{entry.actorName}</span> ·{' '}
                <span className="tabular-nums">{when}</span>
              </p>
              <Happened entry={entry} linked={linked} />
              {changes.length > 0 ? (
                <ul className="mt-1 space-y-0.5 text-xs break-words text-muted-foreground">
                  {changes.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              ) : null}
              <details className="mt-1 text-xs text-muted-foreground">
                <summary className="cursor-pointer rounded-sm select-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
                  Details
                </summary>
                <dl className="mt-1 space-y-1 break-all">
                  <div>
                    <dt className="inline font-medium">Request: </dt>
                    <dd className="inline font-mono">{entry.route}</dd>
                  </div>
                  <StoredValues title="Before" values={entry.before} />
                  <StoredValues title="After" values={entry.after} />
                </dl>
              </details>
            </TableCell>
          </TableRow>
        );
      })}
    </ListTable>
  );
}
