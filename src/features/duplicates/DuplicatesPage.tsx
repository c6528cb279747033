import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { BulkSelectionBar, type TableSelection } from '@/features/bulk';
import { IndexSourceNote, LeadFilterBar, useIndexedView } from '@/features/leadFilters';
import { leadIndexQueries } from '@/features/quickFind';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { LoadFailedAlert } from '@/shared/ui/LoadFailedAlert';
import { GroupList } from './components/GroupList';
import { duplicatesMessages } from './messages';

/**
 * Groups of leads sharing a phone or e-mail across the whole account (a group shows when one of its leads is in
 * the range and filters: owner, stage, creation date…), from the local copy, grouped in the worker.
 */
export function DuplicatesPage() {
  const t = useMessages(duplicatesMessages);
  const { search, setSearch, filter } = useIndexedView();
  const answer = useQuery(leadIndexQueries.duplicateGroups(filter));
  const data = answer.data;
  // The bulk bar owns the selection (plan, stale check, undo, as on the list and the board).
  const [selection, setSelection] = useState<TableSelection>();
  return (
    <Stack gap="sm">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <LeadFilterBar search={search} setSearch={setSearch} alwaysIndexed />
      <Suspense fallback={null}>
        <IndexSourceNote />
      </Suspense>
      {answer.error && (
        <LoadFailedAlert
          error={answer.error}
          sentence={(reason) => t('loadFailed', { reason })}
          onRetry={() => void answer.refetch()}
        />
      )}
      {!data && !answer.error && <Text role="status">{t('loading')}</Text>}
      {data && (
        <>
          <Text role="status" size="sm">
            {data.sizes.length === 0
              ? t('none')
              : t('summary', { groups: data.sizes.length, leads: data.leadCount })}
          </Text>
          {data.sizes.length > 0 && (
            <>
              <Suspense fallback={null}>
                <BulkSelectionBar onTable={setSelection} filter={null} matching={null} />
              </Suspense>
              <GroupList filter={filter} sizes={data.sizes} selection={selection} />
            </>
          )}
        </>
      )}
    </Stack>
  );
}
