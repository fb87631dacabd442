import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { colors } from '@bookcraft/shared/theme';
import { dataTable } from '../ui/styles';

const numeric = css`
  td { font-variant-numeric: tabular-nums; }
  tfoot th, tfoot td { font-weight: 700; border-top: 2px solid ${colors.border}; }
`;

interface TotalledTableProps<Figures, Row extends Figures & { key: string }> {
  caption: string;
  /** The first column's heading (what a row is), then each figure's. */
  headings: readonly string[];
  rows: readonly Row[];
  rowName: (row: Row) => string;
  total: Figures;
  /** A row's figure cells, the total's too. */
  cells: (figures: Figures) => ReactNode;
}

/** A report's table: a row per member, source, campaign…, each named in its row header, and the whole range in the footer. */
export function TotalledTable<Figures, Row extends Figures & { key: string }>({ caption, headings, rows, rowName, total, cells }: TotalledTableProps<Figures, Row>) {
  return (
    <table css={[dataTable, numeric]}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {headings.map((heading) => (
            <th key={heading} scope="col">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{rowName(row)}</th>
            {cells(row)}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          {cells(total)}
        </tr>
      </tfoot>
    </table>
  );
}
