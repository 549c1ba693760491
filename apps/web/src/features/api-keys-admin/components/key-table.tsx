// The list either kind of key is shown in (API keys, publishable keys): a spinner while it loads, the
// load error, a note while there is no key, else a table with a row a key, its name first and Revoke
// last, which asks first and then revokes it. Each kind fills in its own columns.
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ConfirmMutationDialog } from '@/components/confirm-mutation-dialog.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { RevokeKeyCell } from './revoke-key-cell.tsx';

type Key = { id: number; name: string; revokedAt: string | null };

export function KeyTable<K extends Key>({
  query,
  loadingLabel,
  spinnerClassName,
  what,
  empty,
  label,
  columns,
  summary,
  cells,
  revoke,
}: {
  query: UseQueryResult<{ keys: K[] }>;
  loadingLabel: string;
  spinnerClassName: string;
  /** What could not be loaded: 'the API keys'. */
  what: string;
  /** The note while there is no key. */
  empty: string;
  /** The table's accessible name. */
  label: string;
  /** The header cells between Key and Actions. */
  columns: ReactNode;
  /** What the key's cell says below its name. */
  summary: (key: K) => ReactNode;
  /** The row's cells between the key's and Revoke. */
  cells: (key: K) => ReactNode;
  revoke: {
    mutation: UseMutationResult<null, Error, number>;
    /** What stops working, in the confirmation. */
    message: string;
    /** The toast when it is done. */
    done: string;
  };
}) {
  const [revoking, setRevoking] = useState<K | null>(null);

  return (
    <>
      {query.isPending ? (
        <Spinner label={loadingLabel} className={spinnerClassName} />
      ) : query.isError ? (
        <LoadError what={what} onRetry={() => query.refetch()} />
      ) : query.data.keys.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
          {empty}
        </p>
      ) : (
        <Card className="overflow-hidden">
          <Table aria-label={label}>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>Key</TableHead>
                {columns}
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {query.data.keys.map((key) => (
                <TableRow key={key.id}>
                  <TableCell>
                    <p className="font-medium break-all">{key.name}</p>
                    {summary(key)}
                  </TableCell>
                  {cells(key)}
                  <RevokeKeyCell
                    name={key.name}
                    revoked={key.revokedAt !== null}
                    onRevoke={() => setRevoking(key)}
                  />
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
      <ConfirmMutationDialog
        target={revoking}
        onClose={() => setRevoking(null)}
        title={(key) => `Revoke ${key.name}?`}
        message={revoke.message}
        confirmLabel="Revoke"
        mutation={revoke.mutation}
        variables={(key) => key.id}
        done={revoke.done}
        failed="Could not revoke the key"
      />
    </>
  );
}
