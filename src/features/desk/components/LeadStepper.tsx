import { Button, Group, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Lead } from '@/api/schemas/lead';
import { leadQueries } from '@/features/leads';
import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { formatCount } from '@/shared/i18n/plural';
import { currentView, type RememberedView } from '../lib/leadView';
import { deskMessages } from '../messages';
import { deskQueries } from '../queries';

function insideDialog(event: KeyboardEvent): boolean {
  return event.target instanceof Element && event.target.closest('[role="dialog"]') !== null;
}

/**
 * Previous / next lead within the view the person came from, by buttons and J / K, with "12 of 340". The next
 * lead is drawn at once from the index's copy; the CRM read follows. No view (a link, quick find): nothing shown.
 */
export function LeadStepper({ lead }: { lead: Lead }) {
  const view = currentView();
  if (!view) return null;
  return <Stepper lead={lead} view={view} />;
}

function Stepper({ lead, view }: { lead: Lead; view: RememberedView }) {
  const t = useMessages(deskMessages);
  const { locale } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = view.kind === 'board' ? { ...view, stageId: lead.funnelStageId } : view;
  const answer = useQuery(deskQueries.neighbours(query, lead.id));
  const place = answer.data;

  // A key pressed before this lead's place is known (J J J in quick succession) moves as soon as it is.
  const pendingMove = useRef<'next' | 'previous' | null>(null);
  const go = (target: Lead | null) => {
    if (!target) return;
    // The index's copy shows at once; being older than now, the CRM's read follows in the background.
    queryClient.setQueryData(leadQueries.detail(target.id).queryKey, target, { updatedAt: 0 });
    navigate(`/leads/${target.id}`);
  };
  useHotkeys([
    [
      'j',
      (event) => {
        if (insideDialog(event)) return;
        if (place) go(place.next);
        else pendingMove.current = 'next';
      },
      { usePhysicalKeys: true, preventDefault: false },
    ],
    [
      'k',
      (event) => {
        if (insideDialog(event)) return;
        if (place) go(place.previous);
        else pendingMove.current = 'previous';
      },
      { usePhysicalKeys: true, preventDefault: false },
    ],
  ]);

  useEffect(() => {
    const move = pendingMove.current;
    if (!place || move === null) return;
    pendingMove.current = null;
    const target = move === 'next' ? place.next : place.previous;
    if (!target) return;
    queryClient.setQueryData(leadQueries.detail(target.id).queryKey, target, { updatedAt: 0 });
    navigate(`/leads/${target.id}`);
  }, [place, queryClient, navigate]);

  if (!place || place.position === null) return null;
  const where = t(`from_${view.kind}`);
  return (
    <nav aria-label={t('stepperLabel', { where })}>
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="default"
          disabled={!place.previous}
          aria-keyshortcuts="K"
          onClick={() => go(place.previous)}
        >
          {place.previous ? t('previousLead') : t('firstLead')}
        </Button>
        <Text size="sm" aria-live="polite">
          {t('positionOf', {
            position: formatCount(place.position, locale),
            total: formatCount(place.total, locale),
          })}
        </Text>
        <Button variant="default" disabled={!place.next} aria-keyshortcuts="J" onClick={() => go(place.next)}>
          {place.next ? t('nextLead') : t('lastLead')}
        </Button>
      </Group>
    </nav>
  );
}
