import { Alert, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Lead } from '@/api/schemas/lead';
import { BulkSelectionBar } from '@/features/bulk';
import { useIndexStatusOf } from '@/features/quickFind';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { InboxList } from './components/InboxList';
import { useEmployeeNames } from './hooks/useEmployeeNames';
import { useInboxQuestion } from './hooks/useInboxQuestion';
import { type LeadAction, useLeadActions } from './hooks/useLeadActions';
import { useRememberLeadView } from './hooks/useRememberLeadView';
import { deskMessages } from './messages';
import { type InboxCounts, inboxGroupIds, onFoundLeads } from './queries';

/** A lead the index just found is marked "new" this long. */
const FRESH_MS = 60_000;

const noTable = () => undefined;

export function InboxPage() {
  const t = useMessages(deskMessages);
  const [search, setSearch] = useSearchParams();
  const everyone = search.get('everyone') === '1';
  const backlogOpen = search.get('backlog') === 'open';
  const backlogNewestFirst = search.get('backlogOrder') === 'newest';
  const question = useInboxQuestion({ everyone, backlogOpen, backlogNewestFirst });
  // Only whether the copy is whole: the page is not drawn again at each of its reports while it fills.
  const filling = useIndexStatusOf((status) => status?.complete === false);
  const { rule, bounds } = question;
  useRememberLeadView({ kind: 'inbox', rule, bounds, backlogOpen, backlogNewestFirst });
  const actions = useLeadActions();
  const ownerName = useEmployeeNames();
  const [counts, setCounts] = useState<InboxCounts | null>(null);
  const [said, setSaid] = useState('');
  const fresh = useFreshLeads();

  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value === null) next.delete(name);
    else next.set(name, value);
    setSearch(next, { replace: true });
  };
  const onBacklog = (change: { open?: boolean; newestFirst?: boolean }) => {
    const next = new URLSearchParams(search);
    if (change.open !== undefined) {
      if (change.open) next.set('backlog', 'open');
      else next.delete('backlog');
    }
    if (change.newestFirst !== undefined) {
      if (change.newestFirst) next.set('backlogOrder', 'newest');
      else next.delete('backlogOrder');
    }
    setSearch(next, { replace: true });
  };
  const { run } = actions;
  const onAction = useCallback((lead: Lead, action: LeadAction) => run(lead, action), [run]);
  const announce = useCallback((text: string) => {
    // The same words twice in a row are said again: the live region hears a change.
    setSaid('');
    requestAnimationFrame(() => setSaid(text));
  }, []);

  const total = counts ? counts.answerNow + counts.late + counts.backlog : 0;
  return (
    <Stack gap="sm">
      <div>
        <Title order={1}>{t('inboxTitle')}</Title>
        <Text c="dimmed" size="sm">
          {t('inboxIntro')}
        </Text>
      </div>
      <Group justify="space-between">
        <Text role="status" fw={600}>
          {counts ? t('dueCount', { count: counts.answerNow + counts.late, backlog: counts.backlog }) : ''}
        </Text>
        <Checkbox
          label={t('everyone')}
          checked={everyone}
          onChange={(event) => setParam('everyone', event.currentTarget.checked ? '1' : null)}
        />
      </Group>
      {actions.problem && (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          onClose={actions.clearProblem}
          closeButtonLabel={t('close')}
        >
          {actions.problem}
        </Alert>
      )}
      {counts && total === 0 && <Text>{filling ? t('indexStarting') : t('nothingWaiting')}</Text>}
      <Group justify="space-between" gap="xs">
        <Text id="inbox-row-keys" size="sm" c="dimmed">
          {t('rowKeys')}
        </Text>
        <Text size="sm" role="status" aria-live="polite">
          {said}
        </Text>
      </Group>
      <InboxList
        question={question}
        pending={actions.pending}
        ownerName={ownerName}
        onAction={onAction}
        onBacklog={onBacklog}
        fresh={fresh}
        announce={announce}
        onCounts={setCounts}
      />
      {backlogOpen && counts && counts.backlog > 0 && (
        <Suspense fallback={null}>
          <BulkSelectionBar
            filter={null}
            matching={null}
            onTable={noTable}
            group={{
              count: counts.backlog,
              label: t('selectBacklog', { count: counts.backlog }),
              ids: () => inboxGroupIds(question, 'backlog'),
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/** Ids of the leads the index found in the last minute (the rows marked "new"). */
function useFreshLeads(): ReadonlySet<number> {
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const stop = onFoundLeads((found) => {
      const ids = found.map((lead) => lead.id);
      setFresh((current) => new Set([...current, ...ids]));
      const timer = setTimeout(() => {
        timers.delete(timer);
        setFresh((current) => new Set([...current].filter((id) => !ids.includes(id))));
      }, FRESH_MS);
      timers.add(timer);
    });
    return () => {
      stop();
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);
  return fresh;
}
