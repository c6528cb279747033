import { useDraggable, useDroppable } from '@dnd-kit/core';
import { Alert, Badge, Button, Group, Text, Title } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { TableSelection } from '@/features/bulk';
import type { BoardCard, StageColumn, StageOutcome } from '@/features/quickFind';
import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { formatCount } from '@/shared/i18n/plural';
import { formatMoney } from '@/shared/lib/money';
import type { CardMove } from '../hooks/useStageMoves';
import { columnKey } from '../lib/boardLayout';
import { waitForCardTurn } from '../lib/cardTurns';
import { boardMessages } from '../messages';
import classes from './BoardColumn.module.css';
import { type CardNames, LeadCard } from './LeadCard';

/** A card's lines, padding and the gap under it, in rem (LeadCard.module.css), and its border in px. */
const CARD_REM = 4.75;
const CARD_BORDER_PX = 2;

/**
 * A card's height as drawn at the page's text size. Exact, so the cards measured as they mount change no size: a
 * wrong estimate made every column render again inside the board's first commit (one task of 80 ms at 100,000
 * leads). A card that grows (saving, a failed move) is still measured.
 */
function cardHeight(): number {
  const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  return (Number.isFinite(rem) ? rem : 16) * CARD_REM + CARD_BORDER_PX;
}

export interface ColumnProps {
  column: StageColumn;
  title: string;
  /** A stage that ends the funnel (the catalog's `outcome`): drawn and announced apart from the steps. */
  outcome: StageOutcome | null;
  moves: ReadonlyMap<number, CardMove>;
  namesOf(lead: BoardCard): CardNames;
  now: number;
  activeId: number | null;
  focusId: number | null;
  failureText(move: CardMove): string;
  onOpen(lead: BoardCard): void;
  onRetry(lead: BoardCard, stageId: number | null): void;
  onDismiss(id: number): void;
  /** Asks for more of the column's cards than the `shown` ones the worker sent. */
  onShowMore(stageId: number | null, shown: number): void;
  /** Bulk changes: a box on each card and one for the whole column. */
  selection?: TableSelection;
}

/** One stage: its count and cost, and its cards in a virtual list (a stage may hold thousands). */
export function BoardColumn(props: ColumnProps) {
  const { column, title } = props;
  const t = useMessages(boardMessages);
  const { locale } = useLocale();
  const headingId = useId();
  const outcomeId = useId();
  const key = columnKey(column.stageId);
  const { setNodeRef, isOver } = useDroppable({ id: key });
  const selection = props.selection;
  const columnIds = useMemo(() => column.leads.map((lead) => lead.id), [column.leads]);
  const columnState = selection?.pageState(columnIds) ?? 'none';
  const scrollRef = useRef<HTMLDivElement>(null);
  const [estimatedHeight] = useState(cardHeight);
  // The column's header first; its cards in its turn, a task of their own (lib/cardTurns).
  const [cardsShown, setCardsShown] = useState(false);
  useEffect(() => waitForCardTurn(() => setCardsShown(true)), []);
  const virtualizer = useVirtualizer({
    count: cardsShown ? column.leads.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimatedHeight,
    getItemKey: (index) => column.leads[index]?.id ?? index,
    overscan: 2,
  });
  // A card just moved here heads the column: bring the head into view so focus can follow it.
  const focusIndex =
    props.focusId === null ? -1 : column.leads.findIndex((lead) => lead.id === props.focusId);
  useEffect(() => {
    if (focusIndex >= 0) virtualizer.scrollToIndex(focusIndex);
  }, [focusIndex, virtualizer]);

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      aria-describedby={props.outcome ? outcomeId : undefined}
      data-outcome={props.outcome ?? undefined}
      className={[classes.column, isOver ? classes.over : ''].join(' ')}
    >
      <div className={classes.header}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            {selection && columnIds.length > 0 && (
              <input
                type="checkbox"
                className={classes.selectBox}
                aria-label={selection.groupLabel(title)}
                checked={columnState === 'all'}
                ref={(box) => {
                  if (box) box.indeterminate = columnState === 'some';
                }}
                onChange={() => selection.togglePage(columnIds)}
              />
            )}
            <Title order={2} size="h5" id={headingId}>
              {title}
            </Title>
          </Group>
          {props.outcome && (
            <Badge id={outcomeId} size="sm" variant="light" color={props.outcome === 'won' ? 'green' : 'red'}>
              {t(props.outcome === 'won' ? 'outcomeWon' : 'outcomeLost')}
            </Badge>
          )}
        </Group>
        <Text size="sm">
          {t('columnTotal', { count: column.count, cost: formatMoney(column.costSum, locale) })}
        </Text>
      </div>
      <div ref={scrollRef} className={classes.body}>
        <ul
          aria-label={t('columnLabel', { stage: title, count: column.count })}
          style={{ height: virtualizer.getTotalSize(), position: 'relative', margin: 0, padding: 0 }}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const lead = column.leads[item.index];
            if (!lead) return null;
            const move = props.moves.get(lead.id);
            return (
              <li
                key={item.key}
                aria-setsize={column.count}
                aria-posinset={item.index + 1}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className={classes.item}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                {selection && (
                  <input
                    type="checkbox"
                    className={classes.cardSelectBox}
                    aria-label={selection.rowLabel(lead.id)}
                    checked={selection.isSelected(lead.id)}
                    onChange={() => undefined}
                    onClick={(event) => selection.toggle(lead.id, columnIds, event.shiftKey)}
                  />
                )}
                <DraggableCard
                  lead={lead}
                  columnKey={key}
                  namesOf={props.namesOf}
                  now={props.now}
                  saving={move?.status === 'saving'}
                  lifted={props.activeId === lead.id}
                  focused={props.focusId === lead.id}
                  onOpen={props.onOpen}
                />
                {move?.status === 'failed' && move.failure && (
                  <Alert color="red" role="alert" p="xs" mt={4}>
                    <Text size="xs">{props.failureText(move)}</Text>
                    <Group gap={4} mt={4}>
                      <Button size="compact-xs" onClick={() => props.onRetry(lead, move.wantedStageId)}>
                        {t('retry')}
                      </Button>
                      <Button size="compact-xs" variant="default" onClick={() => props.onDismiss(lead.id)}>
                        {t('dismiss')}
                      </Button>
                    </Group>
                  </Alert>
                )}
              </li>
            );
          })}
        </ul>
        {column.leads.length < column.count && (
          <Button
            variant="subtle"
            size="compact-sm"
            fullWidth
            onClick={() => props.onShowMore(column.stageId, column.leads.length)}
          >
            {t('showMore', {
              shown: formatCount(column.leads.length, locale),
              count: formatCount(column.count, locale),
            })}
          </Button>
        )}
      </div>
    </section>
  );
}

/**
 * Memoised: dnd-kit re-renders every draggable on each step of a drag; a card whose props did not change skips
 * its own render.
 */
const DraggableCard = memo(function DraggableCard({
  lead,
  columnKey: fromColumn,
  focused,
  namesOf,
  onOpen,
  ...card
}: {
  lead: BoardCard;
  columnKey: string;
  namesOf(lead: BoardCard): CardNames;
  now: number;
  saving: boolean;
  lifted: boolean;
  focused: boolean;
  onOpen(lead: BoardCard): void;
}) {
  const { attributes, listeners, setNodeRef, node } = useDraggable({
    id: lead.id,
    data: { lead, columnKey: fromColumn },
  });
  // After a drop the card is a new element in its new column: focus follows it, so the keyboard user goes on.
  useEffect(() => {
    if (focused) node.current?.focus({ preventScroll: true });
  }, [focused, node]);
  const names = useMemo(() => namesOf(lead), [namesOf, lead]);
  const open = useCallback(() => onOpen(lead), [onOpen, lead]);
  return (
    <LeadCard
      ref={setNodeRef}
      lead={lead}
      names={names}
      onOpen={open}
      attributes={attributes}
      listeners={listeners}
      {...card}
    />
  );
});
