import { Stack, Table, Text } from '@mantine/core';
import { useMessages } from '@/shared/i18n/I18nProvider';
import type { ValueNames } from '../hooks/useValueNames';
import type { ChangePlan, DistributionPlan } from '../lib/plan';
import { bulkMessages } from '../messages';

export interface PlanSummaryProps {
  plan: ChangePlan | DistributionPlan;
  /** The single value, or null for a distribution. */
  value: number | null;
  names: ValueNames;
}

/** The plan in words and numbers, before anything is sent. */
export function PlanSummary({ plan, value, names }: PlanSummaryProps) {
  const t = useMessages(bulkMessages);
  const from = plan.from
    .map((group) => t('planFrom', { count: group.count, value: names.name(plan.field, group.value) }))
    .join(', ');
  return (
    <Stack gap="xs">
      {plan.items.length === 0 ? (
        <Text size="sm">{t('planNothing')}</Text>
      ) : 'shares' in plan ? (
        <>
          <Text size="sm">
            {t('planDistribution', { count: plan.items.length, owners: plan.shares.length })}
          </Text>
          <Table striped withTableBorder aria-label={t('planTitle')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('colOwner')}</Table.Th>
                <Table.Th scope="col">{t('colLeadsNow')}</Table.Th>
                <Table.Th scope="col">{t('colGets')}</Table.Th>
                <Table.Th scope="col">{t('colAfter')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {plan.shares.map((share) => (
                <Table.Tr key={share.owner}>
                  <Table.Td>{names.name('userIdOwner', share.owner)}</Table.Td>
                  <Table.Td>{share.before}</Table.Td>
                  <Table.Td>{share.gets}</Table.Td>
                  <Table.Td>{share.after}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="sm">{from}</Text>
        </>
      ) : (
        <Text size="sm">
          {t('planChange', {
            field: names.fieldName(plan.field),
            value: names.name(plan.field, value),
            count: plan.items.length,
            from,
          })}
        </Text>
      )}
      {plan.alreadySet > 0 && <Text size="sm">{t('planSkipped', { count: plan.alreadySet })}</Text>}
    </Stack>
  );
}
