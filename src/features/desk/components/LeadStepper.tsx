import { Button, Group, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Lead } from '@/api/schemas/lead';
import { leadQueries } from '@/features/leads';
import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { formatCount } from '@/shared/i18n/plural';
import { type KeyOutcome, useQueuedKeys } from '@/shared/keys';
import { currentView, type RememberedView } from '../lib/leadView';
import { deskMessages } from '../messages';
import { deskQueries, type Neighbours } from '../queries';

/**
 * Previous / next lead within the view the person came from, by buttons and J / K, with "12 of 340". The next
 * lead is drawn at once from the index's copy; the CRM read follows. No view (a link, quick find): nothing shown.
 */
export function LeadStepper({ lead }: { lead: Lead }) {
  const view = currentView();
  if (!view) return null;
  return <Stepper lead={lead} view={view} />;
}

/** The index's place of a lead in the view, or, before the local copy holds it, its place among the shown rows. */
function placeIn(view: RememberedView, leadId: number, fromIndex: Neighbours | undefined): Place | undefined {
  if (fromIndex && fromIndex.position !== null) {
    return { ...fromIndex, previousId: fromIndex.previous?.id ?? null, nextId: fromIndex.next?.id ?? null };
  }
  const shown = view.shown;
  const at = shown ? shown.ids.indexOf(leadId) : -1;
  if (shown && at >= 0) {
    return {
      position: shown.offset + at + 1,
      total: shown.total,
      previous: null,
      next: null,
      previousId: shown.ids[at - 1] ?? null,
      nextId: shown.ids[at + 1] ?? null,
    };
  }
  return fromIndex ? { ...fromIndex, previousId: null, nextId: null } : undefined;
}

interface Place extends Neighbours {
  previousId: number | null;
  nextId: number | null;
}

function Stepper({ lead, view }: { lead: Lead; view: RememberedView }) {
  const t = useMessages(deskMessages);
  const { locale } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { shown: _shown, ...asked } = view;
  const query = asked.kind === 'board' ? { ...asked, stageId: lead.funnelStageId } : asked;
  const answer = useQuery(deskQueries.neighbours(query, lead.id));
  const place = placeIn(view, lead.id, answer.data);
  const [said, setSaid] = useState('');
  // The lead this page left: until the next lead's page renders, keys wait (J J J moves three leads).
  const leaving = useRef<number | null>(null);

  const go = (target: Lead | null, targetId: number | null) => {
    if (targetId === null) return;
    // The index's copy shows at once; being older than now, the CRM's read follows in the background.
    if (target) queryClient.setQueryData(leadQueries.detail(target.id).queryKey, target, { updatedAt: 0 });
    leaving.current = lead.id;
    navigate(`/leads/${targetId}`);
  };
  const step = (direction: 'next' | 'previous') => (): KeyOutcome => {
    if (leaving.current === lead.id || !place || place.position === null) return 'notYet';
    const targetId = direction === 'next' ? place.nextId : place.previousId;
    if (targetId === null) {
      // At the end the key is answered, not dropped: said politely, like any status.
      setSaid('');
      requestAnimationFrame(() => setSaid(direction === 'next' ? t('noMoreLeads') : t('noEarlierLeads')));
      return 'done';
    }
    setSaid('');
    go(direction === 'next' ? place.next : place.previous, targetId);
    return 'done';
  };
  useQueuedKeys([
    { code: 'KeyJ', run: step('next') },
    { code: 'KeyK', run: step('previous') },
  ]);

  if (!place || place.position === null) return null;
  const where = t(`from_${view.kind}`);
  return (
    <nav aria-label={t('stepperLabel', { where })}>
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="default"
          disabled={place.previousId === null}
          aria-keyshortcuts="K"
          onClick={() => go(place.previous, place.previousId)}
        >
          {place.previousId !== null ? t('previousLead') : t('firstLead')}
        </Button>
        <Text size="sm" aria-live="polite">
          {t('positionOf', {
            position: formatCount(place.position, locale),
            total: formatCount(place.total, locale),
          })}
        </Text>
        <Button
          variant="default"
          disabled={place.nextId === null}
          aria-keyshortcuts="J"
          onClick={() => go(place.next, place.nextId)}
        >
          {place.nextId !== null ? t('nextLead') : t('lastLead')}
        </Button>
        <Text size="sm" role="status">
          {said}
        </Text>
      </Group>
    </nav>
  );
}
