import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { bulkIndex, type LeadFilter } from '@/features/quickFind';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { useErrorText } from '@/shared/i18n/useErrorText';
import { type TableSelection, useLeadSelection } from '../hooks/useLeadSelection';
import { bulkMessages } from '../messages';
import type { BulkAction } from './BulkChangeDialog';
import classes from './BulkSelectionBar.module.css';

// The dialog (and the plan) load when first opened, not with the list.
const BulkChangeDialog = lazy(async () => ({
  default: (await import('./BulkChangeDialog')).BulkChangeDialog,
}));

export interface BulkSelectionBarProps {
  /** The whole filtered range, for "Select all N matching"; null where there is none (a board column). */
  filter: LeadFilter | null;
  /** How many leads the filter shows. */
  matching: number | null;
  /**
   * The bar owns the selection (so the list's first load carries none of it) and hands the table what its
   * checkbox column needs, each time it changes.
   */
  onTable(table: TableSelection | undefined): void;
  /**
   * Where the leads are no filter (the inbox's backlog): how many, and their ids when "Select all" is pressed.
   * Used instead of `filter` for the select-all button.
   */
  group?: { count: number; label: string; ids(): Promise<readonly number[]> };
}

const ACTIONS = [
  ['userIdOwner', 'setOwner'],
  ['funnelStageId', 'setStage'],
  ['sourceId', 'setSource'],
  ['locationCityId', 'setCity'],
  ['locationUnitId', 'setOffice'],
  ['cost', 'setCost'],
  ['distribute', 'distribute'],
] as const satisfies ReadonlyArray<readonly [BulkAction, keyof (typeof bulkMessages)['en']]>;

/**
 * "N selected" and what can be done with them. With nothing selected it is one line (the count, "Select all N
 * matching", "Recent changes"); the actions come with the first selected lead, docked at the window's bottom.
 */
export function BulkSelectionBar({ filter, matching, onTable, group }: BulkSelectionBarProps) {
  const t = useMessages(bulkMessages);
  // Cleared when what the filter matches changes.
  const selection = useLeadSelection(JSON.stringify(filter));
  useEffect(() => onTable(selection.table), [selection.table, onTable]);
  useEffect(() => () => onTable(undefined), [onTable]);
  const describe = useErrorText();
  const [action, setAction] = useState<BulkAction | null>(null);
  const [selecting, setSelecting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const none = selection.count === 0;
  const countRef = useRef<HTMLParagraphElement>(null);
  // "Clear selection" goes with the selection: the focus stays in the bar, on the count, instead of the page.
  const clear = () => {
    selection.clear();
    countRef.current?.focus();
  };

  const selectAll = async () => {
    if (!filter && !group) return;
    setSelecting(true);
    setProblem(null);
    try {
      const ids = filter ? (await bulkIndex.columns({ filter })).ids : ((await group?.ids()) ?? []);
      selection.replace(ids);
    } catch (error) {
      setProblem(describe(error));
    } finally {
      setSelecting(false);
    }
  };

  return (
    <Paper
      withBorder
      p="xs"
      role="region"
      aria-label={t('barLabel')}
      className={none ? undefined : classes.docked}
    >
      <Group gap="xs" wrap="wrap">
        <Text ref={countRef} tabIndex={-1} size="sm" fw={600} aria-live="polite">
          {t('selected', { count: selection.count })}
        </Text>
        {filter && matching !== null && matching > selection.count && (
          <Button size="compact-sm" variant="light" onClick={() => void selectAll()} loading={selecting}>
            {t('selectAllMatching', { count: matching })}
          </Button>
        )}
        {!filter && group && group.count > selection.count && (
          <Button size="compact-sm" variant="light" onClick={() => void selectAll()} loading={selecting}>
            {group.label}
          </Button>
        )}
        {!none &&
          ACTIONS.map(([key, label]) => (
            <Button key={key} size="compact-sm" variant="default" onClick={() => setAction(key)}>
              {t(label)}
            </Button>
          ))}
        {!none && (
          <Button size="compact-sm" variant="subtle" onClick={clear}>
            {t('clearSelection')}
          </Button>
        )}
        <Anchor component={Link} to="/leads/bulk" size="sm">
          {t('recentChanges')}
        </Anchor>
      </Group>
      {(selection.clearedByFilter || problem) && (
        <Text size="sm" role="status" mt={4}>
          {problem ?? t('selectionCleared')}
        </Text>
      )}
      {action !== null && (
        <Suspense fallback={null}>
          <BulkChangeDialog action={action} ids={selection.ids} onClose={() => setAction(null)} />
        </Suspense>
      )}
    </Paper>
  );
}
