import { Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useRef } from 'react';
import type { Lead } from '@/api/schemas/lead';
import { useRuntimeConfig } from '@/config/ConfigContext';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { useQueuedKeys } from '@/shared/keys';
import { useLeadActions } from '../hooks/useLeadActions';
import { nextStageId } from '../lib/nextStage';
import { phoneLinks } from '../lib/phoneLinks';
import { deskMessages } from '../messages';
import { LeadStepper } from './LeadStepper';

/**
 * The lead page as a work surface: previous/next in the view the person came from, call / write / copy, and the
 * quick actions (T take, S next stage, M choose a stage), none of which fires while typing in a field.
 */
export function LeadDeskPanel({ lead }: { lead: Lead }) {
  const t = useMessages(deskMessages);
  const config = useRuntimeConfig();
  const actions = useLeadActions();
  const clipboard = useClipboard({ timeout: 2000 });
  const stageInput = useRef<HTMLInputElement>(null);
  const stages = config.catalogs.funnelStages;
  const links = phoneLinks(lead.phone);
  const busy = actions.pending.has(lead.id);
  const hasNext = nextStageId(
    stages.map((stage) => stage.id),
    lead.funnelStageId,
  );
  // Through the app's one key queue: T then J takes this lead, then moves on once the CRM has answered.
  useQueuedKeys([
    { code: 'KeyT', run: () => (busy ? 'notYet' : actions.run(lead, 'take')) },
    { code: 'KeyS', run: () => (busy ? 'notYet' : actions.run(lead, 'nextStage')) },
    {
      code: 'KeyM',
      run: () => {
        stageInput.current?.focus();
        return 'done';
      },
    },
  ]);

  return (
    <Stack gap="sm">
      <LeadStepper lead={lead} />
      <section aria-label={t('deskActions')}>
        <Stack gap="xs">
          {links && (
            <Group gap="xs">
              <Button component="a" href={links.call} size="compact-sm" variant="light">
                {t('call')}
              </Button>
              <Button size="compact-sm" variant="default" onClick={() => clipboard.copy(links.e164)}>
                {t('copyPhone')}
              </Button>
              <Anchor href={links.whatsApp} target="_blank" rel="noopener noreferrer" size="sm">
                {t('whatsApp')}
              </Anchor>
              <Anchor href={links.telegram} target="_blank" rel="noopener noreferrer" size="sm">
                {t('telegram')}
              </Anchor>
            </Group>
          )}
          {lead.email && (
            <Group gap="xs">
              <Button component="a" href={`mailto:${lead.email}`} size="compact-sm" variant="light">
                {t('writeEmail')}
              </Button>
              <Button size="compact-sm" variant="default" onClick={() => clipboard.copy(lead.email)}>
                {t('copyEmail')}
              </Button>
            </Group>
          )}
          <Text size="sm" role="status" c="dimmed">
            {clipboard.copied ? t('copied') : ''}
          </Text>
          <Group gap="xs" align="flex-end">
            <Button
              size="compact-sm"
              loading={busy}
              aria-keyshortcuts="T"
              onClick={() => void actions.run(lead, 'take')}
            >
              {t('take')}
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              disabled={busy || hasNext === null}
              aria-keyshortcuts="S"
              onClick={() => void actions.run(lead, 'nextStage')}
            >
              {t('nextStage')}
            </Button>
            <Select
              ref={stageInput}
              size="xs"
              w={200}
              label={t('chooseStage')}
              aria-keyshortcuts="M"
              data={stages.map((stage) => ({ value: String(stage.id), label: stage.name }))}
              value={lead.funnelStageId === null ? null : String(lead.funnelStageId)}
              disabled={busy}
              allowDeselect={false}
              onChange={(value) => {
                if (value !== null && Number(value) !== lead.funnelStageId) {
                  void actions.run(lead, { stageId: Number(value) });
                }
              }}
            />
          </Group>
          {actions.problem && (
            <Text size="sm" c="red" role="alert">
              {actions.problem}
            </Text>
          )}
        </Stack>
      </section>
    </Stack>
  );
}
