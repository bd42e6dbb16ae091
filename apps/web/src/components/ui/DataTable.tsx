import type { ReactNode } from "react";
import { TableScroll } from "./TableScroll.tsx";
import styles from "./Table.module.css";

export type Column<Row> = {
  /** The column's name in the header row. */
  header: ReactNode;
  /** The cell. */
  cell: (row: Row) => ReactNode;
  /** Amounts and counts: right-aligned, never wrapped, so their digits line up. */
  numeric?: boolean;
  /** The first column names the row (a row header for screen readers). */
  rowHeader?: boolean;
  nowrap?: boolean;
};

/**
 * A table of one kind of thing: column names in a header row, amounts aligned right, an optional
 * totals row, and on a screen too narrow for it, sideways scrolling inside its own box
 * (TableScroll). Tables of the same kind use the same columns in the same order.
 */
export function DataTable<Row>({
  label,
  caption,
  columns,
  rows,
  rowKey,
  footer,
  aligned,
}: {
  /** Names the scrolling box for screen readers when it scrolls. */
  label: string;
  caption?: ReactNode;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** The totals row's cells, one per column (null for an empty cell). */
  footer?: ReactNode[];
  /** Tables of the same shape down a page share their column widths. */
  aligned?: boolean;
}) {
  const cellClass = (column: Column<Row>) =>
    [column.numeric ? styles.number : "", column.nowrap ? styles.nowrap : ""].filter(Boolean).join(" ") ||
    undefined;
  return (
    <TableScroll label={label}>
      <table className={aligned ? `${styles.table} ${styles.aligned}` : styles.table}>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col" className={cellClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={rowKey(row, r)}>
              {columns.map((column, i) =>
                column.rowHeader ? (
                  <th key={i} scope="row" className={cellClass(column)}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={i} className={cellClass(column)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {footer && (
          <tfoot>
            <tr>
              {footer.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className={cellClass(columns[i]!)}>
                    {cell}
                  </th>
                ) : (
                  <td key={i} className={cellClass(columns[i]!)}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        )}
      </table>
    </TableScroll>
  );
}
