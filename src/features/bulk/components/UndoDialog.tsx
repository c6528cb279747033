import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bulkIndex } from '@/features/quickFind';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { useErrorText } from '@/shared/i18n/useErrorText';
import type { ValueNames } from '../hooks/useValueNames';
import { type BulkJournal, createJob } from '../lib/bulkJournal';
import type { BulkItem, BulkJob, PlanLead } from '../lib/bulkTypes';
import { toPlanLeads } from '../lib/planLeads';
import { planUndo } from '../lib/undoPlan';
import { bulkMessages } from '../messages';
import { SHOWN_ROWS } from './JobRows';

export interface UndoDialogProps {
  opened: boolean;
  journal: BulkJournal;
  job: BulkJob;
  who: string;
  names: ValueNames;
  onClose(): void;
}

/** "Undo this change": the reverse plan, with the leads changed since listed and left alone unless chosen. */
export function UndoDialog({ opened, journal, job, who, names, onClose }: UndoDialogProps) {
  const t = useMessages(bulkMessages);
  const describe = useErrorText();
  const navigate = useNavigate();
  // Read when opened, not when the page loaded: the run has gone on since, and the job may have been undone.
  const [items, setItems] = useState<readonly BulkItem[]>([]);
  const [undoneBy, setUndoneBy] = useState<string | null>(job.undoneBy);
  const [current, setCurrent] = useState<ReadonlyMap<number, PlanLead> | null>(null);
  const [include, setInclude] = useState<ReadonlySet<number>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!opened) return;
    let live = true;
    setCurrent(null);
    (async () => {
      const [fresh, record] = await Promise.all([journal.items(job.id), journal.job(job.id)]);
      if (!live) return null;
      setItems(fresh);
      setUndoneBy(record?.undoneBy ?? null);
      const done = fresh.filter((item) => item.state === 'done').map((item) => item.leadId);
      return bulkIndex.columns({ ids: done });
    })()
      .then((columns) => {
        if (!columns) return;
        const map = new Map(toPlanLeads(columns, job.field).map((lead) => [lead.id, lead]));
        if (live) setCurrent(map);
      })
      .catch((error: unknown) => {
        if (live) setProblem(describe(error));
      });
    return () => {
      live = false;
    };
  }, [opened, journal, job.id, job.field, describe]);

  const plan = useMemo(() => (current ? planUndo(items, current, include) : null), [items, current, include]);

  const apply = async () => {
    if (!plan) return;
    setBusy(true);
    try {
      const undo = await createJob(
        journal,
        { kind: 'undo', field: job.field, value: null, who, undoOf: job.id },
        plan.items,
        (value) => names.known(job.field, value),
        (value) => t('notInCatalog', { value: names.name(job.field, value) }),
      );
      onClose();
      void navigate(`/leads/bulk/${undo.id}`);
    } catch (error) {
      setProblem(describe(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('undoTitle')} size="lg">
      <Stack gap="md">
        {undoneBy !== null ? (
          <Text size="sm">{t('undoOnce')}</Text>
        ) : !plan ? (
          <Text size="sm">{t('planning')}</Text>
        ) : (
          <>
            <Text size="sm">
              {plan.items.length > 0 ? t('undoPlan', { count: plan.items.length }) : t('undoNothing')}
            </Text>
            {plan.changedSince.length > 0 && (
              <Checkbox.Group
                label={t('undoChangedSince', { count: plan.changedSince.length })}
                value={[...include].map(String)}
                onChange={(values) => setInclude(new Set(values.map(Number)))}
              >
                <Stack gap={4} mt="xs">
                  {plan.changedSince.slice(0, SHOWN_ROWS).map(({ item, current: now }) => (
                    <Checkbox
                      key={item.leadId}
                      value={String(item.leadId)}
                      label={`${t('includeUndo', { id: item.leadId })} (${names.name(job.field, now?.value ?? null)} → ${names.name(job.field, item.before)})`}
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
          </>
        )}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          {plan && undoneBy === null && (
            <Button onClick={() => void apply()} loading={busy} disabled={plan.items.length === 0}>
              {t('undoConfirm', { count: plan.items.length })}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
