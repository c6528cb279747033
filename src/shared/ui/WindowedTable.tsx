import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';
import classes from './WindowedTable.module.css';

export interface WindowedTableColumn {
  id: string;
  title: string;
  /** Relative width (table-layout is fixed, so the columns do not jump while scrolling). */
  width: number;
  /** Figures line up at the end of their cells. */
  align?: 'end';
}

export interface WindowedTableProps {
  label: string;
  columns: readonly WindowedTableColumn[];
  rowCount: number;
  /** The cells of the row at this position, one per column. */
  renderRow(position: number): ReactNode[];
  rowKey(position: number): number | string;
  /** The first cell names its row (a header cell, read out with every other cell of the row). */
  rowHeaders?: boolean;
}

const ESTIMATED_ROW_HEIGHT = 44;

/**
 * A table of any length in a scroll area of its own: only the rows in view (and the room of the others) are in the
 * DOM, so thousands of rows cost what a screen of them does. Rows grow with their text and are measured as they
 * render. The room above and below is out of the accessibility tree: a row of empty cells would be announced.
 */
export function WindowedTable({
  label,
  columns,
  rowCount,
  renderRow,
  rowKey,
  rowHeaders,
}: WindowedTableProps) {
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
  const cellClass = (column: WindowedTableColumn | undefined) =>
    column?.align === 'end' ? `${classes.cell} ${classes.end}` : classes.cell;

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
              <th key={column.id} scope="col" className={cellClass(column)}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {before > 0 && (
            <tr className={classes.room}>
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
              {renderRow(item.index).map((cell, position) => {
                const column = columns[position];
                const key = column?.id ?? position;
                return rowHeaders && position === 0 ? (
                  <th key={key} scope="row" className={`${cellClass(column)} ${classes.rowHeader}`}>
                    {cell}
                  </th>
                ) : (
                  <td key={key} className={cellClass(column)}>
                    {cell}
                  </td>
                );
              })}
            </tr>
          ))}
          {after > 0 && (
            <tr className={classes.room}>
              <td className={classes.spacer} colSpan={columns.length} style={{ height: after }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
