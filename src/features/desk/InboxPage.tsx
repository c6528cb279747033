import { Alert, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Lead } from '@/api/schemas/lead';
import { useIndexStatus } from '@/features/quickFind';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { useErrorText } from '@/shared/i18n/useErrorText';
import { InboxTable } from './components/InboxTable';
import { useDesk } from './hooks/useDesk';
import { useEmployeeNames } from './hooks/useEmployeeNames';
import { type LeadAction, useLeadActions } from './hooks/useLeadActions';
import { useRememberLeadView } from './hooks/useRememberLeadView';
import { deskMessages } from './messages';
import { deskQueries, isWaiting } from './queries';

/** The oldest this many are drawn; the rest come up as these are answered (a person works a few at a time). */
export const INBOX_ROWS = 50;

export function InboxPage() {
  const t = useMessages(deskMessages);
  const toText = useErrorText();
  const desk = useDesk();
  const [search, setSearch] = useSearchParams();
  const everyone = search.get('everyone') === '1';
  const rule = desk.waitingRule(everyone);
  const status = useIndexStatus();
  useRememberLeadView({ kind: 'inbox', rule });
  const answer = useQuery(deskQueries.waiting(rule, INBOX_ROWS));
  // What this screen changed leaves at once, before the index's next answer confirms it; Undo brings it back.
  const [saved, setSaved] = useState<ReadonlyMap<number, { lead: Lead; touched: boolean }>>(new Map());
  const actions = useLeadActions({
    onSaved: (lead, touched) => setSaved((current) => new Map(current).set(lead.id, { lead, touched })),
  });
  const ownerName = useEmployeeNames();

  const leads = useMemo(
    () =>
      (answer.data?.leads ?? []).filter((lead) => {
        const change = saved.get(lead.id);
        return change ? isWaiting(change.lead, rule, change.touched) : true;
      }),
    [answer.data, saved, rule],
  );
  const total = Math.max(0, (answer.data?.total ?? 0) - ((answer.data?.leads.length ?? 0) - leads.length));

  const { run } = actions;
  const onAction = useCallback((lead: Lead, action: LeadAction) => void run(lead, action), [run]);
  const leadPath = useCallback((lead: Lead) => `/leads/${lead.id}`, []);

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('inboxTitle')}</Title>
        <Text c="dimmed" size="sm">
          {t('inboxIntro')}
        </Text>
      </div>
      <Group justify="space-between">
        <Text role="status" fw={600}>
          {answer.data ? t('waitingCount', { count: total }) : ''}
        </Text>
        <Checkbox
          label={t('everyone')}
          checked={everyone}
          onChange={(event) => {
            const next = new URLSearchParams(search);
            if (event.currentTarget.checked) next.set('everyone', '1');
            else next.delete('everyone');
            setSearch(next, { replace: true });
          }}
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
      {answer.isError && <Alert color="red">{t('loadFailed', { reason: toText(answer.error) })}</Alert>}
      {answer.data && leads.length === 0 && (
        <Text>{status?.complete === false ? t('indexStarting') : t('nothingWaiting')}</Text>
      )}
      {leads.length > 0 && (
        <>
          <Text id="inbox-row-keys" size="sm" c="dimmed">
            {t('rowKeys')}
          </Text>
          <InboxTable
            leads={leads}
            pending={actions.pending}
            ownerName={ownerName}
            onAction={onAction}
            leadPath={leadPath}
          />
          {total > leads.length && (
            <Text size="sm" c="dimmed">
              {t('showingOldest', { shown: leads.length, total })}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
