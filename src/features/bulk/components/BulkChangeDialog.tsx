import { Alert, Button, Checkbox, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bulkIndex } from '@/features/quickFind';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { useErrorText } from '@/shared/i18n/useErrorText';
import { useBulkJournal } from '../hooks/useBulkJournal';
import { useValueNames } from '../hooks/useValueNames';
import { createJob } from '../lib/bulkJournal';
import type { BulkField, PlanLead } from '../lib/bulkTypes';
import { type ChangePlan, type DistributionPlan, planChange, planDistribution } from '../lib/plan';
import { toPlanLeads } from '../lib/planLeads';
import { bulkMessages } from '../messages';
import { PlanSummary } from './PlanSummary';

export type BulkAction = BulkField | 'distribute';

export interface BulkChangeDialogProps {
  action: BulkAction | null;
  ids: ReadonlySet<number>;
  onClose(): void;
}

const TITLES = {
  userIdOwner: 'setOwner',
  funnelStageId: 'setStage',
  sourceId: 'setSource',
  locationCityId: 'setCity',
  locationUnitId: 'setOffice',
  cost: 'setCost',
  distribute: 'distribute',
} as const;

/** A whole number, 0 or more, as typed (spaces allowed between thousands); null otherwise. */
export function parseCost(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]/g, '');
  if (!/^\d+$/.test(compact)) return null;
  const value = Number(compact);
  return Number.isSafeInteger(value) ? value : null;
}

async function planLeads(ids: ReadonlySet<number>, field: BulkField): Promise<PlanLead[]> {
  return toPlanLeads(await bulkIndex.columns({ ids: [...ids] }), field);
}

/** Choose the value, see the plan in words and numbers, apply: nothing is sent before the last step. */
export function BulkChangeDialog({ action, ids, onClose }: BulkChangeDialogProps) {
  const t = useMessages(bulkMessages);
  const describe = useErrorText();
  const names = useValueNames();
  const navigate = useNavigate();
  const { journal, who } = useBulkJournal();
  const [choice, setChoice] = useState('');
  const [owners, setOwners] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [plan, setPlan] = useState<{ plan: ChangePlan | DistributionPlan; value: number | null } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  const field: BulkField = action === 'distribute' || action === null ? 'userIdOwner' : action;

  const close = () => {
    setChoice('');
    setOwners([]);
    setProblem(null);
    setPlan(null);
    onClose();
  };

  const showPlan = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    let value: number | null = null;
    if (action === 'distribute') {
      if (owners.length === 0) return setProblem(t('ownersRequired'));
    } else if (field === 'cost') {
      value = parseCost(choice);
      if (value === null) return setProblem(t('costInvalid'));
    } else {
      value = choice === '' ? null : Number(choice);
      if (value === null) return setProblem(t('valueRequired'));
      if (!names.known(field, value)) return setProblem(t('notInCatalog', { value: `#${value}` }));
    }
    setBusy(true);
    try {
      const leads = await planLeads(ids, field);
      if (action === 'distribute') {
        const chosen = owners.map(Number);
        setPlan({ plan: planDistribution(leads, chosen, await bulkIndex.ownerLoad(chosen)), value: null });
      } else if (value !== null) setPlan({ plan: planChange(leads, field, value), value });
    } catch (error) {
      setProblem(describe(error));
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    if (!plan || !journal) return;
    setBusy(true);
    try {
      const job = await createJob(
        journal,
        { kind: 'change', field, value: plan.value, who, undoOf: null },
        plan.plan.items,
        (value) => names.known(field, value),
        (value) => t('notInCatalog', { value: names.name(field, value) }),
      );
      close();
      void navigate(`/leads/bulk/${job.id}`);
    } catch (error) {
      setProblem(describe(error));
    } finally {
      setBusy(false);
    }
  };

  const options = names.options(field);
  return (
    <Modal opened={action !== null} onClose={close} title={action ? t(TITLES[action]) : ''} size="lg">
      {plan ? (
        <Stack gap="md">
          <PlanSummary plan={plan.plan} value={plan.value} names={names} />
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPlan(null)}>
              {t('back')}
            </Button>
            <Button onClick={() => void apply()} loading={busy} disabled={plan.plan.items.length === 0}>
              {t('apply', { count: plan.plan.items.length })}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(event) => void showPlan(event)} noValidate>
          <Stack gap="md">
            <Text size="sm" aria-live="polite">
              {t('selected', { count: ids.size })}
            </Text>
            {action === 'distribute' ? (
              <Checkbox.Group label={t('ownersLabel')} value={owners} onChange={setOwners}>
                <Stack gap={4} mt="xs">
                  {options.map((option) => (
                    <Checkbox key={option.value} value={String(option.value)} label={option.label} />
                  ))}
                </Stack>
              </Checkbox.Group>
            ) : field === 'cost' ? (
              <TextInput
                label={t('costLabel')}
                inputMode="numeric"
                value={choice}
                onChange={(event) => setChoice(event.currentTarget.value)}
                error={problem ?? undefined}
              />
            ) : (
              <NativeSelect
                label={t('valueLabel')}
                value={choice}
                onChange={(event) => setChoice(event.currentTarget.value)}
                data={[
                  { value: '', label: '—' },
                  ...options.map((o) => ({ value: String(o.value), label: o.label })),
                ]}
                error={problem ?? undefined}
              />
            )}
            {problem && action === 'distribute' && (
              <Alert color="red" role="alert">
                {problem}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('cancel')}
              </Button>
              <Button type="submit" loading={busy}>
                {busy ? t('planning') : t('showPlan')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
