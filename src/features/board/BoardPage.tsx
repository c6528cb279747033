import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Anchor, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useCatalogs } from '@/config/useCatalogs';
import { BulkSelectionBar, type TableSelection } from '@/features/bulk';
import { MineFilterButton, useRememberLeadView } from '@/features/desk';
import { useEmployeeName } from '@/features/employees';
import {
  DEFAULT_PAGE_SIZE,
  IndexSourceNote,
  LeadFilterBar,
  listSearchToParams,
  useIndexedView,
} from '@/features/leadFilters';
import type { BoardCard, CardLimits, StageColumn } from '@/features/quickFind';
import { leadIndexQueries } from '@/features/quickFind';
import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { useErrorText } from '@/shared/i18n/useErrorText';
import { translateValidationMessage } from '@/shared/i18n/validationMessages';
import { formatDateTime } from '@/shared/lib/dates';
import { LoadFailedAlert } from '@/shared/ui/LoadFailedAlert';
import classes from './BoardPage.module.css';
import { BoardColumn } from './components/BoardColumn';
import { KeysWaitForPickUp } from './components/KeysWaitForPickUp';
import { type CardNames, LeadCard, leadTitle } from './components/LeadCard';
import { type CardMove, useStageMoves } from './hooks/useStageMoves';
import { applyMoves, columnKey, splitOutcomes } from './lib/boardLayout';
import { columnCoordinates } from './lib/columnKeyboard';
import { boardMessages } from './messages';

/** Cards added to a column by each "Show more". */
const MORE_CARDS = 200;

// The pointer decides where a mouse or finger drops; the keyboard has no pointer, so the nearest column does.
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : closestCenter(args);
};

const POINTER_OPTIONS = { activationConstraint: { distance: 6 } };
const TOUCH_OPTIONS = { activationConstraint: { delay: 200, tolerance: 8 } };
// Enter opens the lead, so only Space picks up and drops.
const KEYBOARD_OPTIONS = { keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] } };

export function BoardPage() {
  const t = useMessages(boardMessages);
  // The CRM's refusal (a 422 on the stage) reads in the user's language, as on the forms.
  const describeError = useErrorText(translateValidationMessage);
  const { locale, timeZone } = useLocale();
  const catalogs = useCatalogs();
  const navigate = useNavigate();
  const { search, setSearch, filter, stages, stageIds } = useIndexedView();
  // A lead opened from a column steps through that column (the lead page's previous/next).
  useRememberLeadView({ kind: 'board', filter });
  // Each column gets its first cards; "Show more" asks the worker for the next ones of that column only.
  const [cardLimits, setCardLimits] = useState<CardLimits>({});
  const showMore = useCallback(
    (stageId: number | null, shown: number) =>
      setCardLimits((limits) => ({ ...limits, [String(stageId)]: shown + MORE_CARDS })),
    [],
  );
  const board = useQuery(leadIndexQueries.board(filter, stageIds, cardLimits));
  // The columns render from a deferred copy: React draws hundreds of cards in slices it can interrupt, not in
  // one long task when the worker's answer arrives.
  const boardData = useDeferredValue(board.data);
  // Bulk changes: cards ticked in any column, or whole columns; the bar owns the selection.
  const [selection, setSelection] = useState<TableSelection>();
  const { moves, move, dismiss, question } = useStageMoves();
  const outcomeOf = useMemo(() => new Map(stages.map((stage) => [stage.id, stage.outcome])), [stages]);
  const stageOutcome = useCallback(
    (stageId: number | null) => (stageId === null ? null : (outcomeOf.get(stageId) ?? null)),
    [outcomeOf],
  );
  // The stages that end the funnel (won, lost) come last, after "No stage", set apart as the outcomes.
  const { steps, outcomes } = useMemo(
    () => splitOutcomes(applyMoves(boardData ?? [], moves), stageOutcome),
    [boardData, moves, stageOutcome],
  );
  const columns = useMemo(() => [...steps, ...outcomes], [steps, outcomes]);
  const [active, setActive] = useState<BoardCard | null>(null);
  const [focusId, setFocusId] = useState<number | null>(null);
  const now = useMemo(() => Date.now(), []);

  const stageName = useCallback(
    (stageId: number | null) =>
      stageId === null ? t('noStage') : (catalogs.name('funnelStages', stageId) ?? t('noStage')),
    [catalogs, t],
  );
  const ownerName = useEmployeeName();
  const namesOf = useCallback(
    (lead: BoardCard): CardNames => ({
      // "…" while the staff list comes: never the bare id.
      owner: lead.userIdOwner === null ? null : (ownerName(lead.userIdOwner) ?? '…'),
      source: catalogs.name('sources', lead.sourceId),
    }),
    [ownerName, catalogs],
  );
  const openLead = useCallback((lead: BoardCard) => navigate(`/leads/${lead.id}`), [navigate]);
  const titles = useMemo(
    () => new Map(columns.map((column) => [columnKey(column.stageId), stageName(column.stageId)])),
    [columns, stageName],
  );
  const order = useRef<string[]>([]);
  const announcedOver = useRef<string | null>(null);
  order.current = columns.map((column) => columnKey(column.stageId));
  const stageOfKey = (key: string): number | null | undefined =>
    columns.find((column) => columnKey(column.stageId) === key)?.stageId;

  // The sensors' options keep their identity across renders: new ones make new listeners for every card, and
  // each of a hundred cards rendered again whenever the page did (the bulk bar's selection arriving, a move).
  const keyboardOptions = useMemo(
    () => ({ ...KEYBOARD_OPTIONS, coordinateGetter: columnCoordinates(() => order.current) }),
    [],
  );
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useSensor(TouchSensor, TOUCH_OPTIONS),
    useSensor(KeyboardSensor, keyboardOptions),
  );

  const nameOf = (data: unknown): string => {
    const lead = (data as { lead?: BoardCard } | undefined)?.lead;
    return lead ? leadTitle(lead, t('unnamed', { id: lead.id })) : '';
  };
  const fromOf = (data: unknown): string =>
    titles.get((data as { columnKey?: string } | undefined)?.columnKey ?? '') ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active: card }) => {
      announcedOver.current = (card.data.current as { columnKey?: string } | undefined)?.columnKey ?? null;
      return t('pickedUp', { name: nameOf(card.data.current), stage: fromOf(card.data.current) });
    },
    // dnd-kit reports "over" at pick-up too (the card is over its own column): only a change is news.
    onDragOver: ({ active: card, over }) => {
      const overKey = over ? String(over.id) : null;
      if (overKey === announcedOver.current) return undefined;
      announcedOver.current = overKey;
      return overKey
        ? t('over', { name: nameOf(card.data.current), stage: titles.get(overKey) ?? '' })
        : undefined;
    },
    onDragEnd: ({ active: card, over }) => {
      if (!over) return t('cancelled', { name: nameOf(card.data.current), stage: fromOf(card.data.current) });
      const same = String(over.id) === (card.data.current as { columnKey?: string } | undefined)?.columnKey;
      return t(same ? 'droppedSame' : 'dropped', {
        name: nameOf(card.data.current),
        stage: titles.get(String(over.id)) ?? '',
      });
    },
    onDragCancel: ({ active: card }) =>
      t('cancelled', { name: nameOf(card.data.current), stage: fromOf(card.data.current) }),
  };

  const onDragStart = ({ active: card }: DragStartEvent) => {
    setFocusId(null);
    setActive((card.data.current as { lead?: BoardCard } | undefined)?.lead ?? null);
  };
  const onDragEnd = ({ active: card, over }: DragEndEvent) => {
    setActive(null);
    const data = card.data.current as { lead?: BoardCard; columnKey?: string } | undefined;
    if (!data?.lead) return;
    setFocusId(data.lead.id);
    if (!over || String(over.id) === data.columnKey) return;
    const target = stageOfKey(String(over.id));
    if (target !== undefined) move(data.lead, target);
  };

  const failureText = (cardMove: CardMove): string => {
    const failure = cardMove.failure;
    const stage = stageName(cardMove.wantedStageId);
    if (!failure) return '';
    return t('moveFailed', { stage, reason: describeError(failure.error) });
  };

  const renderColumn = (column: StageColumn) => (
    <BoardColumn
      key={columnKey(column.stageId)}
      column={column}
      title={stageName(column.stageId)}
      moves={moves}
      namesOf={namesOf}
      now={now}
      activeId={active?.id ?? null}
      focusId={focusId}
      failureText={failureText}
      onOpen={openLead}
      onRetry={move}
      onDismiss={dismiss}
      onShowMore={showMore}
      outcome={stageOutcome(column.stageId)}
      selection={selection}
    />
  );

  const viewSearch = listSearchToParams({
    ...search,
    page: 1,
    perPage: DEFAULT_PAGE_SIZE,
    sort: undefined,
  }).toString();

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Anchor component={Link} to={{ pathname: '/dashboard', search: viewSearch }} size="sm">
          {t('dashboardLink')}
        </Anchor>
      </Group>
      <LeadFilterBar search={search} setSearch={setSearch} alwaysIndexed>
        <Suspense fallback={null}>
          <MineFilterButton
            owner={search.owner}
            onChange={(owner) => setSearch({ ...search, page: 1, owner })}
          />
        </Suspense>
      </LeadFilterBar>
      <Suspense fallback={null}>
        <IndexSourceNote />
      </Suspense>
      {board.error && (
        <LoadFailedAlert
          error={board.error}
          sentence={(reason) => t('loadFailed', { reason })}
          onRetry={() => void board.refetch()}
        />
      )}
      {!boardData && !board.error && <Text role="status">{t('loading')}</Text>}
      <DndContext
        sensors={sensors}
        collisionDetection={collision}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('instructions') } }}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setActive(null)}
      >
        <Suspense fallback={null}>
          <BulkSelectionBar
            onTable={setSelection}
            filter={filter}
            matching={board.data ? board.data.reduce((sum, column) => sum + column.count, 0) : null}
          />
        </Suspense>
        <div className={classes.board}>
          {steps.map(renderColumn)}
          {outcomes.length > 0 && (
            <section aria-label={t('outcomesTitle')} className={classes.outcomes}>
              {outcomes.map(renderColumn)}
            </section>
          )}
        </div>
        <KeysWaitForPickUp />
        <DragOverlay>
          {active ? <LeadCard lead={active} names={namesOf(active)} now={now} overlay /> : null}
        </DragOverlay>
      </DndContext>
      <Modal
        opened={question !== null}
        onClose={() => question?.answer(false)}
        title={t('staleTitle')}
        centered
      >
        {question && (
          <Stack>
            <Text>
              {t('staleText', {
                name: leadTitle(question.current, t('unnamed', { id: question.current.id })),
                time:
                  question.current.dtUpdate === null
                    ? '—'
                    : formatDateTime(question.current.dtUpdate, locale, timeZone, 'medium'),
                stage: stageName(question.current.funnelStageId),
                target: stageName(question.targetStageId),
              })}
            </Text>
            <Group justify="flex-end">
              <Button onClick={() => question.answer(false)} data-autofocus>
                {t('staleKeep')}
              </Button>
              <Button color="red" variant="outline" onClick={() => question.answer(true)}>
                {t('staleOverwrite')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
