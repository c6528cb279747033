import { Skeleton, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  type CSSProperties,
  type KeyboardEvent,
  memo,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router-dom';
import type { Lead } from '../../../api/schemas/lead';
import { type ColumnPrefs, MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from './columnPrefs';
import classes from './LeadTable.module.css';
import { type FieldContext, LEAD_FIELDS, type LeadField } from './leadFields';
import { DEFAULT_PAGE_SIZE } from './listSearch';
import type { PageSort } from './pageSort';
import { useRowWindow } from './useRowWindow';

const noLeads: readonly Lead[] = [];
const fieldById = new Map<string, LeadField>(LEAD_FIELDS.map((field) => [field.id, field]));

interface ShownColumn {
  field: LeadField;
  width: number;
}

/**
 * The columns as the user arranged them: in their order (columns new since then at the end), the hidden ones
 * left out, widths within bounds.
 */
export function shownColumns(prefs: ColumnPrefs): ShownColumn[] {
  const order = [
    ...prefs.order,
    ...LEAD_FIELDS.map((field) => field.id).filter((id) => !prefs.order.includes(id)),
  ];
  return order.flatMap((id) => {
    const field = fieldById.get(id);
    if (!field || prefs.visibility[id] === false) return [];
    const width = Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, prefs.sizing[id] ?? field.size));
    return [{ field, width }];
  });
}

/** Fixed row height: rows are measured by arithmetic, never by layout, which keeps a 500-row page cheap. */
export const ROW_HEIGHT = 40;
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
}

export function LeadTable(props: LeadTableProps) {
  const { leads, prefs, fieldContext, sort } = props;
  const navigate = useNavigate();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const focusPending = useRef(false);

  const visibleColumns = useMemo(() => shownColumns(prefs), [prefs]);
  const rows = leads ?? noLeads;
  const rowWindow = useRowWindow({
    count: rows.length,
    rowHeight: ROW_HEIGHT,
    headerHeight: ROW_HEIGHT,
    overscan: 5,
    scrollRef,
  });

  // A new page starts at its top, with the first row as the keyboard's entry point. Adjusted during render, not in
  // an effect, so a new page costs one render rather than two.
  const [shownLeads, setShownLeads] = useState(leads);
  if (shownLeads !== leads) {
    setShownLeads(leads);
    setActiveIndex(0);
  }
  useLayoutEffect(() => {
    if (leads && scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [leads]);

  useEffect(() => {
    if (!focusPending.current) return;
    const row = scrollRef.current?.querySelector<HTMLElement>(`tr[data-index="${activeIndex}"]`);
    if (row) {
      focusPending.current = false;
      row.focus({ preventScroll: true });
    }
  });

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    focusPending.current = true;
    setActiveIndex(next);
    rowWindow.scrollToIndex(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('tr[data-index]');
    if (!row) return;
    const index = Number(row.dataset.index);
    const pageStep = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 400) / ROW_HEIGHT) - 1);
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
      const lead = rows[index];
      if (!lead) return;
      // Ctrl/Cmd+Enter opens the lead in a new tab, as Ctrl/Cmd+click on its link does.
      if (event.ctrlKey || event.metaKey) window.open(`/leads/${lead.id}`, '_blank', 'noopener');
      else void navigate(`/leads/${lead.id}`);
    }
  };

  const { paddingTop, paddingBottom } = rowWindow;
  const totalWidth = visibleColumns.reduce((sum, column) => sum + column.width, 0);
  const showSkeleton = !leads;

  return (
    <div
      ref={scrollRef}
      className={classes.scroller}
      style={{ '--lead-row-height': `${ROW_HEIGHT}px` } as CSSProperties}
    >
      <table
        className={classes.table}
        style={{ width: totalWidth }}
        aria-label={props.label}
        aria-rowcount={showSkeleton ? -1 : props.offset + rows.length + 1}
        aria-busy={props.busy || showSkeleton}
      >
        <colgroup>
          {visibleColumns.map((column) => (
            <col key={column.field.id} style={{ width: column.width }} />
          ))}
        </colgroup>
        <thead className={classes.head}>
          <tr aria-rowindex={1}>
            {visibleColumns.map((column) => (
              <HeaderCell key={column.field.id} {...props} field={column.field} />
            ))}
          </tr>
        </thead>
        <tbody
          onKeyDown={onKeyDown}
          className={classes.body}
          style={{ '--pad-top': `${paddingTop}px`, '--pad-bottom': `${paddingBottom}px` } as CSSProperties}
        >
          {showSkeleton &&
            SKELETON_KEYS.map((key) => (
              <tr key={key} className={classes.row}>
                {visibleColumns.map((column) => (
                  <td key={column.field.id} className={classes.cell}>
                    <Skeleton height={12} radius="sm" />
                  </td>
                ))}
              </tr>
            ))}
          {rowWindow.indexes.map((index) => {
            const lead = rows[index];
            return lead ? (
              <LeadRow
                key={lead.id}
                lead={lead}
                index={index}
                rowIndex={props.offset + index + 2}
                active={index === activeIndex}
                columns={visibleColumns}
                fieldContext={fieldContext}
                onFocusRow={setActiveIndex}
              />
            ) : null;
          })}
        </tbody>
      </table>
      {sort && <VisuallyHidden aria-live="polite">{props.sortHint}</VisuallyHidden>}
    </div>
  );
}

function HeaderCell({
  field,
  fieldContext,
  sort,
  onSortChange,
  sortHint,
  sortLabel,
}: LeadTableProps & { field: LeadField }) {
  const label = field.label(fieldContext);
  const direction = sort?.id === field.id ? (sort.desc ? 'descending' : 'ascending') : 'none';
  const next = () => {
    if (direction === 'none') onSortChange({ id: field.id, desc: false });
    else if (direction === 'ascending') onSortChange({ id: field.id, desc: true });
    else onSortChange(null);
  };
  return (
    <th scope="col" className={classes.headCell} aria-sort={direction}>
      <UnstyledButton
        className={classes.sortButton}
        onClick={next}
        title={sortHint}
        aria-label={sortLabel(label)}
      >
        <span className={classes.headLabel}>{label}</span>
        <span aria-hidden="true" className={classes.sortMark}>
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : ''}
        </span>
      </UnstyledButton>
    </th>
  );
}

// Rows re-render only when their own lead, focus, the columns or the names behind ids change.
interface LeadRowProps {
  lead: Lead;
  index: number;
  rowIndex: number;
  active: boolean;
  columns: readonly ShownColumn[];
  fieldContext: FieldContext;
  onFocusRow(index: number): void;
}

const LeadRow = memo(function LeadRow({
  lead,
  index,
  rowIndex,
  active,
  columns,
  fieldContext,
  onFocusRow,
}: LeadRowProps) {
  return (
    <tr
      data-index={index}
      aria-rowindex={rowIndex}
      tabIndex={active ? 0 : -1}
      className={classes.row}
      onFocus={() => onFocusRow(index)}
    >
      {columns.map(({ field }) => (
        <td key={field.id} className={classes.cell} data-numeric={field.numeric ? '' : undefined}>
          {field.render?.(lead, fieldContext) ?? field.text(lead, fieldContext)}
        </td>
      ))}
    </tr>
  );
});
