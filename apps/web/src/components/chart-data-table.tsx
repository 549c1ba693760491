// A chart's figures as a table, for screen readers only: the first cell of each row names it.
// The table sits in a visually hidden box because a table is as wide as its text whatever width
// it is given; hidden in the box, it cannot make a phone's page scroll sideways.
import type { ReactNode } from 'react';

type ChartDataTableProps = {
  caption: ReactNode;
  columns: string[];
  rows: { key: string; cells: [ReactNode, ...ReactNode[]] }[];
};

export function ChartDataTable({ caption, columns, rows }: ChartDataTableProps) {
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, cells: [name, ...figures] }) => (
            <tr key={key}>
              <th scope="row">{name}</th>
              {figures.map((figure, i) => (
                <td key={i}>{figure}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
