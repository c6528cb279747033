import { Skeleton, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  type ColumnOrderState,
  type ColumnSizingState,
  type ColumnVisibilityState,
  columnOrderingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  createColumnHelper,
  type Row,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import {
  type CSSProperties,
  type KeyboardEvent,
  lazy,
  memo,
  type ReactNode,
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { Lead } from '@/api/schemas/lead';
import type { TableSelection } from '@/features/bulk';
import { DEFAULT_PAGE_SIZE } from '@/features/leadFilters';
import { SKIP_TARGET_ATTRIBUTE } from '@/shared/ui/SkipLink';
import { type ColumnPrefs, MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from '../lib/columnPrefs';
import type { PageSort } from '../lib/pageSort';
import { useOpenLead } from './LeadLink';
import classes from './LeadTable.module.css';
import { type FieldContext, LEAD_FIELDS, type LeadField } from './leadFields';
import { ALL_ROWS_UP_TO, ROW_HEIGHTS, type RowWindow, scrollToRow } from './rowWindow';

// The virtualiser's code is needed only by pages longer than ALL_ROWS_UP_TO; the first screen does without it.
const VirtualRowWindow = lazy(() => import('./VirtualRowWindow'));

const features = tableFeatures({ columnVisibilityFeature, columnOrderingFeature, columnSizingFeature });
const helper = createColumnHelper<typeof features, Lead>();
const noLeads: readonly Lead[] = [];
const fieldById = new Map<string, LeadField>(LEAD_FIELDS.map((field) => [field.id, field]));
const numericIds: ReadonlySet<string> = new Set(
  LEAD_FIELDS.filter((field) => field.numeric).map((field) => field.id),
);
type LeadTableInstance = ReturnType<typeof useTable<typeof features, Lead>>;

const SKELETON_KEYS = Array.from({ length: DEFAULT_PAGE_SIZE }, (_, index) => `placeholder-${index}`);

export interface LeadTableProps {
  leads: readonly Lead[] | undefined;
  /** Rows before this page, so aria-rowindex counts across the whole list. */
  offset: number;
  total: number;
  label: string;
  busy: boolean;
  prefs: ColumnPrefs;
  fieldContext: FieldContext;
  sort: PageSort | null;
  onSortChange(sort: PageSort | null): void;
  sortHint: string;
  sortLabel(column: string): string;
  /** Coming back from this lead's page: its row takes the focus once it is shown. */
  focusLeadId?: number;
  /** Bulk changes: a checkbox column first (Space toggles the focused row, Shift a range). */
  selection?: TableSelection;
  /**
   * The checkbox column will come (its code loads after the first rows): its room is kept from the first render,
   * so the columns do not move when it arrives.
   */
  selectable?: boolean;
}

/** The checkbox column's width, and its name among the columns (not a lead field, so it sticks first). */
export const SELECT_WIDTH = 44;
const SELECT_COLUMN = '__select';

export function LeadTable(props: LeadTableProps) {
  const { leads, prefs, fieldContext, sort } = props;
  const rowHeight = ROW_HEIGHTS[prefs.density];
  const openLead = useOpenLead();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const focusPending = useRef(false);
  // Where the keyboard last sent the focus: keys pressed faster than React renders step on from there, not from the
  // row that still holds the focus (two quick ArrowDowns move two rows, never one).
  const pendingIndex = useRef(0);

  const columns = useMemo(
    () =>
      LEAD_FIELDS.map((field) =>
        helper.display({
          id: field.id,
          size: field.size,
          minSize: MIN_COLUMN_WIDTH,
          maxSize: MAX_COLUMN_WIDTH,
          cell: ({ row }) =>
            field.render?.(row.original, fieldContext) ?? field.text(row.original, fieldContext),
        }),
      ),
    [fieldContext],
  );

  const table = useTable({
    features,
    columns,
    data: leads ?? noLeads,
    getRowId: (lead) => String(lead.id),
    state: {
      columnOrder: prefs.order as ColumnOrderState,
      columnVisibility: prefs.visibility as ColumnVisibilityState,
      columnSizing: prefs.sizing as ColumnSizingState,
    },
  });

  const rows = table.getRowModel().rows;
  const visibleColumns = table.getVisibleLeafColumns();

  // A new page starts at its top, with the first row as the keyboard's entry point. Adjusted during render, not in
  // an effect, so a new page costs one render rather than two.
  const [shownLeads, setShownLeads] = useState(leads);
  // Keys pressed while a new view's rows are on their way move the focus among the rows still shown; when the new
  // rows replace them, the focused row leaves the page. Whether a row held the focus is read here, before the commit.
  const rowHeldFocusAtChange = useRef(false);
  if (shownLeads !== leads) {
    setShownLeads(leads);
    setActiveIndex(0);
    const focused = document.activeElement;
    rowHeldFocusAtChange.current =
      focused instanceof HTMLElement &&
      focused.closest('tbody') !== null &&
      !!scrollRef.current?.contains(focused);
  }
  // A new page scrolled down goes back to the top. Only then: writing scrollTop forces a layout of the new rows in
  // the middle of their commit (11 ms of the cold load in a CPU profile, 5 ms of every new filter at 100,000 leads),
  // so whether the rows are scrolled is kept from the scroll events.
  const scrolledDown = useRef(false);
  useLayoutEffect(() => {
    if (!leads || !scrolledDown.current || !scrollRef.current) return;
    scrollRef.current.scrollTop = 0;
    scrolledDown.current = false;
  }, [leads]);

  // A focused row the new page removed hands the focus to the new page's first row, the keyboard's entry point
  // (else it falls to the body); a focus that stayed (a lead on both pages, a refreshed page) or went elsewhere stays.
  useLayoutEffect(() => {
    if (!rowHeldFocusAtChange.current) return;
    rowHeldFocusAtChange.current = false;
    const focused = document.activeElement;
    if (focused !== null && focused !== document.body) return;
    focusPending.current = true;
    pendingIndex.current = 0;
  });

  // The keyboard's row takes the focus once it is in the DOM: after this render, or after the window's own render
  // when a long page's virtualiser brings it in on scrolling.
  const focusPendingRow = useCallback(() => {
    if (!focusPending.current) return;
    const row = scrollRef.current?.querySelector<HTMLElement>(`tr[data-index="${pendingIndex.current}"]`);
    if (row) {
      focusPending.current = false;
      row.focus({ preventScroll: true });
    }
  }, []);
  useEffect(focusPendingRow);
  // A long page's first rows are replaced by the virtualiser's window when its code arrives: a row focused in
  // between takes the focus again in the new rows.
  const keepRowFocus = useCallback(() => {
    if (focusPending.current) return;
    const focused = document.activeElement;
    const row = focused instanceof HTMLElement ? focused.closest<HTMLElement>('tr[data-index]') : null;
    if (!row || !scrollRef.current?.contains(row)) return;
    focusPending.current = true;
    pendingIndex.current = Number(row.dataset.index);
  }, []);

  // Back from a lead's page: the row of that lead, as the person left it.
  const returnedTo = useRef<number | undefined>(undefined);
  const { focusLeadId } = props;
  useEffect(() => {
    if (focusLeadId === undefined || returnedTo.current === focusLeadId) return;
    const index = rows.findIndex((row) => row.original.id === focusLeadId);
    if (index < 0) return;
    returnedTo.current = focusLeadId;
    focusPending.current = true;
    pendingIndex.current = index;
    setActiveIndex(index);
    if (scrollRef.current) scrollToRow(scrollRef.current, index, 'center', rowHeight);
  }, [focusLeadId, rows, rowHeight]);

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    focusPending.current = true;
    pendingIndex.current = next;
    setActiveIndex(next);
    if (scrollRef.current) scrollToRow(scrollRef.current, next, 'auto', rowHeight);
  };

  const selection = props.selection;
  const selectColumn = selection !== undefined || props.selectable === true;
  const columnCount = visibleColumns.length + (selectColumn ? 1 : 0);
  const pageIds = useMemo(() => (leads ?? noLeads).map((lead) => lead.id), [leads]);
  // One handler for every row (a new one per row at each render made every memoised row render again).
  const selectRow = useCallback(
    (id: number, range: boolean) => selection?.toggle(id, pageIds, range),
    [selection, pageIds],
  );
  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('tr[data-index]');
    if (!row) return;
    const index = focusPending.current ? pendingIndex.current : Number(row.dataset.index);
    if (event.key === ' ' && selection && event.target === row) {
      event.preventDefault();
      const lead = rows[index]?.original;
      if (lead) selection.toggle(lead.id, pageIds, event.shiftKey);
      return;
    }
    const pageStep = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 400) / rowHeight) - 1);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + pageStep,
      PageUp: index - pageStep,
      Home: 0,
      End: rows.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      moveTo(target);
      return;
    }
    if (event.key === 'Enter' && event.target === row) {
      event.preventDefault();
      const lead = rows[index]?.original;
      if (!lead) return;
      // Ctrl/Cmd+Enter opens the lead in a new tab, as Ctrl/Cmd+click on its link does.
      if (event.ctrlKey || event.metaKey) window.open(`/leads/${lead.id}`, '_blank', 'noopener');
      else openLead(lead.id);
    }
  };

  const totalWidth =
    visibleColumns.reduce((sum, column) => sum + column.getSize(), 0) + (selectColumn ? SELECT_WIDTH : 0);
  const pageState = selection?.pageState(pageIds) ?? 'none';
  const showSkeleton = !leads;
  // Rows re-render only when their own data, focus or the set of columns changes.
  const columnsKey = visibleColumns.map((column) => `${column.id}:${column.getSize()}`).join(',');
  const stickyKey = selectColumn ? `${SELECT_COLUMN}:${SELECT_WIDTH},${columnsKey}` : columnsKey;
  const sticky = useMemo(() => stickyColumns(stickyKey), [stickyKey]);

  return (
    <div
      ref={scrollRef}
      className={classes.scroller}
      onScroll={(event) => {
        scrolledDown.current = event.currentTarget.scrollTop > 0;
      }}
      style={{ '--lead-row-height': `${rowHeight}px` } as CSSProperties}
    >
      <table
        className={classes.table}
        style={{ width: totalWidth }}
        aria-label={props.label}
        aria-rowcount={showSkeleton ? -1 : props.offset + rows.length + 1}
        aria-busy={props.busy || showSkeleton}
      >
        <colgroup>
          {selectColumn && <col style={{ width: SELECT_WIDTH }} />}
          {visibleColumns.map((column) => (
            <col key={column.id} style={{ width: column.getSize() }} />
          ))}
        </colgroup>
        <thead className={classes.head}>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {/* The column's header until its box arrives (moments after the rows): the columns keep their places. */}
              {selectColumn && !selection && (
                <th scope="col" {...stickyProps(sticky.get(SELECT_COLUMN), classes.headCell)} />
              )}
              {selection && (
                <th scope="col" {...stickyProps(sticky.get(SELECT_COLUMN), classes.headCell)}>
                  <input
                    type="checkbox"
                    className={classes.selectBox}
                    aria-label={selection.pageLabel}
                    checked={pageState === 'all'}
                    ref={(box) => {
                      if (box) box.indeterminate = pageState === 'some';
                    }}
                    onChange={() => selection.togglePage(pageIds)}
                  />
                </th>
              )}
              {group.headers.map((header) => {
                const field = fieldById.get(header.column.id);
                const place = sticky.get(header.column.id);
                return field ? (
                  <HeaderCell key={header.id} {...props} field={field} sticky={place} />
                ) : (
                  <th key={header.id} scope="col" {...stickyProps(place, classes.headCell)} />
                );
              })}
            </tr>
          ))}
        </thead>
        <RowWindowOf
          rowHeight={rowHeight}
          count={rows.length}
          scrollRef={scrollRef}
          onRendered={focusPendingRow}
          onFirstRowsReplaced={keepRowFocus}
        >
          {({ first, last }) => (
            <>
              <RowSpacer height={first * rowHeight} columns={columnCount} />
              <tbody onKeyDown={onKeyDown}>
                {showSkeleton && <SkeletonRows stickyKey={stickyKey} sticky={sticky} />}
                {rows.slice(first, last + 1).map((row, offset) => {
                  const index = first + offset;
                  return (
                    <LeadRow
                      key={row.id}
                      row={row}
                      index={index}
                      rowIndex={props.offset + index + 2}
                      active={index === activeIndex}
                      columnsKey={columnsKey}
                      sticky={sticky}
                      fieldContext={fieldContext}
                      cellRenderers={columns}
                      onFocusRow={setActiveIndex}
                      FlexRender={table.FlexRender}
                      selectColumn={selectColumn}
                      selected={selection?.isSelected(row.original.id)}
                      selectLabel={selection?.rowLabel(row.original.id)}
                      onSelect={selection ? selectRow : undefined}
                    />
                  );
                })}
              </tbody>
              <RowSpacer height={Math.max(0, rows.length - 1 - last) * rowHeight} columns={columnCount} />
            </>
          )}
        </RowWindowOf>
      </table>
      {/* Said once a sort is on: where the order comes from. The buttons say what they do (sortLabel). */}
      {sort && <VisuallyHidden aria-live="polite">{props.sortHint}</VisuallyHidden>}
    </div>
  );
}

interface RowWindowOfProps {
  count: number;
  rowHeight: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  /** After each render of the windowed rows (they change with scrolling, without the table rendering). */
  onRendered(): void;
  /** Just before a long page's first rows leave the DOM for the virtualiser's window. */
  onFirstRowsReplaced(): void;
  children(window: RowWindow): ReactNode;
}

/**
 * Which rows of the page to render: all of a short page; of a longer one, its first ALL_ROWS_UP_TO rows at once
 * (the rows in view on any screen), then only those in view once the virtualiser has loaded.
 */
/**
 * The room of the rows not drawn, in a body of its own hidden from screen readers: a spacer row inside the rows'
 * body was announced as a row of empty cells. None at all when there is no room to keep (the first rows).
 */
function RowSpacer({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tbody aria-hidden="true">
      <tr>
        <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
      </tr>
    </tbody>
  );
}

function RowWindowOf({
  count,
  rowHeight,
  scrollRef,
  onRendered,
  onFirstRowsReplaced,
  children,
}: RowWindowOfProps) {
  const firstRows = children({ first: 0, last: Math.min(count, ALL_ROWS_UP_TO) - 1 });
  if (count <= ALL_ROWS_UP_TO) return firstRows;
  return (
    <Suspense fallback={<FirstRows onLeave={onFirstRowsReplaced}>{firstRows}</FirstRows>}>
      <VirtualRowWindow count={count} rowHeight={rowHeight} scrollRef={scrollRef} onRendered={onRendered}>
        {children}
      </VirtualRowWindow>
    </Suspense>
  );
}

/** A long page's first rows, until the virtualiser's code arrives; says when they leave (before the DOM changes). */
function FirstRows({ onLeave, children }: { onLeave(): void; children: ReactNode }) {
  useLayoutEffect(() => onLeave, [onLeave]);
  return children;
}

function HeaderCell({
  field,
  fieldContext,
  sort,
  onSortChange,
  sortLabel,
  sticky,
}: LeadTableProps & { field: LeadField; sticky: StickyPlace | undefined }) {
  const label = field.label(fieldContext);
  const direction = sort?.id === field.id ? (sort.desc ? 'descending' : 'ascending') : 'none';
  const next = () => {
    if (direction === 'none') onSortChange({ id: field.id, desc: false });
    else if (direction === 'ascending') onSortChange({ id: field.id, desc: true });
    else onSortChange(null);
  };
  return (
    <th scope="col" {...stickyProps(sticky, classes.headCell)} aria-sort={direction}>
      <UnstyledButton
        className={classes.sortButton}
        onClick={next}
        title={sortLabel(label)}
        aria-label={sortLabel(label)}
      >
        <span className={classes.headLabel} title={label}>
          {label}
        </span>
        <span aria-hidden="true" className={classes.sortMark}>
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : ''}
        </span>
      </UnstyledButton>
    </th>
  );
}

interface LeadRowProps {
  row: Row<typeof features, Lead>;
  index: number;
  rowIndex: number;
  active: boolean;
  /** Changes when columns are shown, hidden, moved or resized, so the memoised row renders again. */
  columnsKey: string;
  /** Follows columnsKey: the sticky columns are the leading identifying ones at their widths. */
  sticky: ReadonlyMap<string, StickyPlace>;
  fieldContext: FieldContext;
  /** New when names behind ids arrive or the language changes. */
  cellRenderers: unknown;
  onFocusRow(index: number): void;
  FlexRender: LeadTableInstance['FlexRender'];
  /** The checkbox column's room, kept before its boxes arrive (see LeadTableProps.selectable). */
  selectColumn: boolean;
  /** Undefined when the table has no checkbox column. */
  selected?: boolean;
  selectLabel?: string;
  onSelect?(id: number, range: boolean): void;
}

/**
 * A page's placeholders while its rows are on their way. Memoised: the page renders several times before the rows
 * come (the queries' states, the deferred parts), and redrawing 225 placeholders each time cost a reload 40 ms a
 * render at 100,000 leads.
 */
const SkeletonRows = memo(function SkeletonRows({
  stickyKey,
  sticky,
}: {
  stickyKey: string;
  sticky: ReadonlyMap<string, StickyPlace>;
}) {
  const columns = columnsOfKey(stickyKey);
  return SKELETON_KEYS.map((key) => (
    <tr key={key} className={classes.row}>
      {columns.map(({ id }) => (
        <td key={id} {...stickyProps(sticky.get(id), classes.cell)}>
          {id === SELECT_COLUMN ? null : <Skeleton height={12} radius="sm" />}
        </td>
      ))}
    </tr>
  ));
});

const LeadRow = memo(function LeadRow({
  row,
  index,
  rowIndex,
  active,
  sticky,
  fieldContext,
  onFocusRow,
  FlexRender,
  selectColumn,
  selected,
  selectLabel,
  onSelect,
}: LeadRowProps) {
  return (
    <tr
      data-index={index}
      aria-rowindex={rowIndex}
      tabIndex={active ? 0 : -1}
      // Where the skip link and the `j` key land: the row the keyboard works from.
      {...(active ? { [SKIP_TARGET_ATTRIBUTE]: '' } : {})}
      className={classes.row}
      onFocus={() => onFocusRow(index)}
    >
      {selectColumn && !onSelect && <td {...stickyProps(sticky.get(SELECT_COLUMN), classes.cell)} />}
      {onSelect && (
        <td {...stickyProps(sticky.get(SELECT_COLUMN), classes.cell)}>
          <input
            type="checkbox"
            tabIndex={-1}
            className={classes.selectBox}
            aria-label={selectLabel}
            checked={selected ?? false}
            onChange={() => undefined}
            onClick={(event) => onSelect(row.original.id, event.shiftKey)}
          />
        </td>
      )}
      {row.getVisibleCells().map((cell) => {
        // The whole value on hover, however narrow the column; screen readers read the cell's full text anyway.
        const full = fieldById.get(cell.column.id)?.text(row.original, fieldContext);
        return (
          <td
            key={cell.id}
            {...stickyProps(sticky.get(cell.column.id), classes.cell)}
            title={full || undefined}
            data-numeric={numericIds.has(cell.column.id) ? '' : undefined}
          >
            <FlexRender cell={cell} />
          </td>
        );
      })}
    </tr>
  );
});

interface StickyPlace {
  left: number;
  last: boolean;
}

/**
 * The leading identifying columns (ID, name, and any column before them that is not a lead field, such as a
 * selection box) stay at the start while the table scrolls sideways: whatever is in view, the row says which lead
 * it is.
 */
function stickyColumns(columnsKey: string): ReadonlyMap<string, StickyPlace> {
  const columns = columnsOfKey(columnsKey);
  const places = new Map<string, StickyPlace>();
  let left = 0;
  let last: string | undefined;
  for (const column of columns) {
    const field = fieldById.get(column.id);
    if (field && !field.identifying) break;
    places.set(column.id, { left, last: false });
    left += column.size;
    last = column.id;
  }
  // Only a run that holds a lead's own identity sticks: a lone selection box is not worth the room.
  if (![...places.keys()].some((id) => fieldById.get(id)?.identifying)) return new Map();
  if (last) places.set(last, { left: places.get(last)?.left ?? 0, last: true });
  return places;
}

/** The columns a key names (`id:width,…`, the selection box first when there is one), in order. */
function columnsOfKey(columnsKey: string): Array<{ id: string; size: number }> {
  return columnsKey
    .split(',')
    .filter((part) => part !== '')
    .map((part) => {
      const [id = '', size = '0'] = part.split(':');
      return { id, size: Number(size) };
    });
}

function stickyProps(place: StickyPlace | undefined, className: string | undefined) {
  if (!place) return { className };
  return {
    className: `${className} ${classes.sticky}`,
    style: { left: place.left },
    'data-last-sticky': place.last ? '' : undefined,
  };
}
