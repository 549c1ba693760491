// An admin list's table: a header row of column titles that, unlike the rows under it, does not
// light up under the pointer, then the rows. `columns` are the TableHead cells; the children are the
// rows.
import type { ReactNode } from 'react';
import { Table, TableBody, TableHeader, TableRow } from '@/components/ui/table.tsx';

type ListTableProps = {
  /** The table's accessible name, if it has one. */
  label?: string;
  columns: ReactNode;
  children: ReactNode;
};

export function ListTable({ label, columns, children }: ListTableProps) {
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">{columns}</TableRow>
      </TableHeader>
      <TableBody>{children}</TableBody>
    </Table>
  );
}
