import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import type { Deal } from '@/api/schemas/deal';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { wizardMessages } from '../messages';
import { dealMutations } from '../queries';
import { DealForm } from './dealForm/DealForm';
import { type DealFormValues, toDealWrite } from './dealForm/dealFormSchema';

export interface DealStepProps {
  form: UseFormReturn<DealFormValues, unknown, DealFormValues>;
  clientId: number;
  organizationId: number | null;
  onCreated: (deal: Deal) => void;
  onBack: () => void;
}

/** Sends the ids of records made earlier: a retry after a failure here never creates them again. */
export function DealStep({ form, clientId, organizationId, onCreated, onBack }: DealStepProps) {
  const t = useMessages(wizardMessages);
  const create = useMutation(dealMutations.create());

  async function save(values: DealFormValues) {
    onCreated(await create.mutateAsync(toDealWrite(values, { clientId, organizationId })));
  }

  return (
    <DealForm
      form={form}
      onSave={save}
      actions={({ pending }) => (
        <>
          <Button variant="subtle" onClick={onBack} disabled={pending} mr="auto">
            {t('back')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('createDeal')}
          </Button>
        </>
      )}
    />
  );
}
