import { useMemo, useRef, useState } from 'react';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { selectionMessages } from '../selectionMessages';

export interface TableSelection {
  isSelected(id: number): boolean;
  /** Toggles a row; with `range`, every row from the last toggled one to this one takes this row's new state. */
  toggle(id: number, pageIds: readonly number[], range: boolean): void;
  /** The header box: selects the page, or clears it when the whole page is selected. */
  togglePage(pageIds: readonly number[]): void;
  pageState(pageIds: readonly number[]): 'all' | 'some' | 'none';
  rowLabel(id: number): string;
  pageLabel: string;
  /** The box that takes a group of leads (a board column). */
  groupLabel(group: string): string;
}

export interface LeadSelection {
  ids: ReadonlySet<number>;
  count: number;
  /** Replaces the selection (select all matching). */
  replace(ids: Iterable<number>): void;
  clear(): void;
  /** True once the selection was cleared because the filter changed (said on screen). */
  clearedByFilter: boolean;
  /** What the table's checkbox column needs. */
  table: TableSelection;
}

/**
 * The leads chosen for a bulk change: ids, so the choice survives paging; cleared when the filter (`filterKey`)
 * changes, since leads chosen under another filter are not what the person now sees.
 */
export function useLeadSelection(filterKey: string): LeadSelection {
  const t = useMessages(selectionMessages);
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<number>; cleared: boolean }>({
    key: filterKey,
    ids: new Set(),
    cleared: false,
  });
  const anchor = useRef<number | null>(null);
  let current = state;
  if (state.key !== filterKey) {
    // Nothing chosen keeps its very set: the table's selection stays the same object, and no row renders again.
    const cleared = state.ids.size > 0;
    current = { key: filterKey, ids: cleared ? new Set() : state.ids, cleared };
    setState(current);
    anchor.current = null;
  }
  const ids = current.ids;

  const table = useMemo((): TableSelection => {
    const update = (next: (ids: Set<number>) => void) =>
      setState((previous) => {
        const copy = new Set(previous.ids);
        next(copy);
        return { ...previous, ids: copy, cleared: false };
      });
    return {
      isSelected: (id) => ids.has(id),
      toggle: (id, pageIds, range) => {
        const on = !ids.has(id);
        const from = anchor.current === null ? -1 : pageIds.indexOf(anchor.current);
        const to = pageIds.indexOf(id);
        const span =
          range && from >= 0 && to >= 0 ? pageIds.slice(Math.min(from, to), Math.max(from, to) + 1) : [id];
        anchor.current = id;
        update((copy) => {
          for (const each of span) {
            if (on) copy.add(each);
            else copy.delete(each);
          }
        });
      },
      togglePage: (pageIds) => {
        const all = pageIds.length > 0 && pageIds.every((id) => ids.has(id));
        update((copy) => {
          for (const id of pageIds) {
            if (all) copy.delete(id);
            else copy.add(id);
          }
        });
      },
      pageState: (pageIds) => {
        const count = pageIds.filter((id) => ids.has(id)).length;
        return count === 0 ? 'none' : count === pageIds.length ? 'all' : 'some';
      },
      rowLabel: (id) => t('selectRow', { id }),
      pageLabel: t('selectPage'),
      groupLabel: (group) => t('selectGroup', { group }),
    };
  }, [ids, t]);

  return useMemo(
    () => ({
      ids,
      count: ids.size,
      replace: (next) => setState((previous) => ({ ...previous, ids: new Set(next), cleared: false })),
      clear: () => setState((previous) => ({ ...previous, ids: new Set(), cleared: false })),
      clearedByFilter: current.cleared,
      table,
    }),
    [ids, current.cleared, table],
  );
}
