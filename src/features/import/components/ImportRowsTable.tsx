import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';
import classes from './ImportRowsTable.module.css';

export interface ImportTableColumn {
  id: string;
  title: string;
  /** Relative width (table-layout is fixed, so the columns do not jump while scrolling). */
  width: number;
}

export interface ImportRowsTableProps {
  label: string;
  columns: readonly ImportTableColumn[];
  rowCount: number;
  /** The cells of the row at this position, one per column. */
  renderRow(position: number): ReactNode[];
  rowKey(position: number): number;
}

const ESTIMATED_ROW_HEIGHT = 44;

/**
 * Every row of a file of thousands, virtualised: only the rows in view (and spacers for the rest) are in the
 * DOM. Rows grow with their problems' text and are measured as they render.
 */
export function ImportRowsTable({ label, columns, rowCount, renderRow, rowKey }: ImportRowsTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    getItemKey: rowKey,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const totalWidth = columns.reduce((sum, column) => sum + column.width, 0);

  return (
    <div ref={scroller} className={classes.scroller}>
      <table className={classes.table} aria-label={label} aria-rowcount={rowCount + 1}>
        <colgroup>
          {columns.map((column) => (
            <col key={column.id} style={{ width: `${(column.width / totalWidth) * 100}%` }} />
          ))}
        </colgroup>
        <thead className={classes.head}>
          {/* A stop for the keyboard inside the scroll area: with it focused, arrows and Page Up/Down scroll the rows. */}
          <tr aria-rowindex={1} tabIndex={0}>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={classes.cell}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {before > 0 && (
            <tr>
              <td className={classes.spacer} colSpan={columns.length} style={{ height: before }} />
            </tr>
          )}
          {items.map((item) => (
            <tr
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              aria-rowindex={item.index + 2}
            >
              {renderRow(item.index).map((cell, column) => (
                <td key={columns[column]?.id ?? column} className={classes.cell}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
          {after > 0 && (
            <tr>
              <td className={classes.spacer} colSpan={columns.length} style={{ height: after }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
