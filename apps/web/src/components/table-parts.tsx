// Table pieces the admin lists share: a header row of column titles, the row header cell, and the
// header of a row-actions column.
import type { ComponentProps } from 'react';
import { TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { cn } from '@/lib/cn.ts';

/** A header row of plain column titles, and a right-aligned 'Actions' column when asked for. */
export function TableColumns({ titles, actions }: { titles: string[]; actions?: string }) {
  return (
    <TableHeader>
      <TableRow>
        {titles.map((title) => (
          <TableHead key={title} scope="col">
            {title}
          </TableHead>
        ))}
        {actions ? (
          <TableHead scope="col" className="text-right">
            {actions}
          </TableHead>
        ) : null}
      </TableRow>
    </TableHeader>
  );
}

/** A row's first cell, naming the row for screen readers (a row header). */
export function TableRowHeader({ className, ...props }: ComponentProps<'th'>) {
  return <th scope="row" className={cn('px-3 py-3 text-left font-medium', className)} {...props} />;
}

/** The header of a row-actions column: empty on screen, 'Actions' for screen readers. */
export function TableActionsHead() {
  return (
    <TableHead>
      <span className="sr-only">Actions</span>
    </TableHead>
  );
}
