import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { forwardRef, type KeyboardEvent, memo, useId } from 'react';
import type { BoardCard } from '@/features/quickFind';
import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { leadAge } from '@/shared/lib/leadAge';
import { formatMoney } from '@/shared/lib/money';
import { formatPhone } from '@/shared/lib/phones';
import visuallyHidden from '@/shared/ui/visuallyHidden.module.css';
import { holdKeysAtPickUp } from '../lib/holdKeysAtPickUp';
import { boardMessages } from '../messages';
import classes from './LeadCard.module.css';

export interface CardNames {
  owner: string | null;
  source: string | null;
}

interface LeadCardProps {
  lead: BoardCard;
  names: CardNames;
  now: number;
  saving?: boolean;
  lifted?: boolean;
  overlay?: boolean;
  onOpen?(): void;
  attributes?: DraggableAttributes;
  listeners?: DraggableSyntheticListeners;
}

export function leadTitle(lead: BoardCard, unnamed: string): string {
  return lead.name?.trim() ? lead.name : unnamed;
}

/** One lead on the board. Space picks it up (dnd-kit), Enter or a click opens it. */
/** Memoised: while a card is dragged, the others re-render only if their own props change. */
export const LeadCard = memo(
  forwardRef<HTMLButtonElement, LeadCardProps>(function LeadCard(
    { lead, names, now, saving, lifted, overlay, onOpen, attributes, listeners },
    ref,
  ) {
    const t = useMessages(boardMessages);
    const { locale } = useLocale();
    const title = leadTitle(lead, t('unnamed', { id: lead.id }));
    const factsId = useId();
    const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === 'Enter' && onOpen) {
        event.preventDefault();
        onOpen();
        return;
      }
      listeners?.onKeyDown?.(event);
      // dnd-kit marks the key that picked the card up: the keys typed right after it must wait for its sensor.
      if ((event.nativeEvent as { dndKit?: unknown }).dndKit)
        holdKeysAtPickUp(event.currentTarget.ownerDocument);
    };
    return (
      <button
        type="button"
        ref={ref}
        {...attributes}
        {...listeners}
        onKeyDown={onKeyDown}
        onClick={onOpen}
        aria-describedby={
          overlay ? undefined : [attributes?.['aria-describedby'], factsId].filter(Boolean).join(' ')
        }
        aria-busy={saving || undefined}
        className={[classes.card, lifted ? classes.lifted : '', overlay ? classes.overlay : ''].join(' ')}
      >
        {/*
         * Three lines: who; how to reach them and whose; what it is worth and how old. Plain elements with fixed
         * line heights (LeadCard.module.css): a board draws a hundred cards at once, and their height is known
         * before they are measured (BoardColumn's estimate).
         */}
        <span className={classes.first}>
          <span className={classes.title}>
            {title}
            {/* The number is read out with the name, apart from what follows it. */}
            <span className={visuallyHidden.hidden}>{` #${lead.id} `}</span>
          </span>
          {lead.otherCount > 0 && (
            <span className={classes.badge}>
              <span aria-hidden="true">{t('duplicatesShort', { count: lead.otherCount })}</span>
              <span className={visuallyHidden.hidden}>{t('duplicates', { count: lead.otherCount })}</span>
            </span>
          )}
        </span>
        <span className={classes.facts} id={factsId}>
          <span className={classes.line}>
            {lead.phone === null ? t('noPhone') : formatPhone(lead.phone)}
            {' · '}
            <span className={visuallyHidden.hidden}>{t('owner')}: </span>
            {names.owner ?? '—'}
          </span>
          <span className={classes.line}>
            <span className={visuallyHidden.hidden}>{t('cost')}: </span>
            {lead.cost === null ? '—' : formatMoney(lead.cost, locale)}
            {' · '}
            <span className={visuallyHidden.hidden}>{t('age')}: </span>
            {leadAge(lead.dtCreate, now, locale)}
          </span>
          {saving && <span className={classes.line}>{t('saving')}</span>}
        </span>
      </button>
    );
  }),
);
