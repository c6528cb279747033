import { Button, Group, Select, Text } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useRef } from 'react';
import type { Lead } from '@/api/schemas/lead';
import { useRuntimeConfig } from '@/config/ConfigContext';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { useQueuedKeys } from '@/shared/keys';
import inlineField from '@/shared/ui/inlineField.module.css';
import { useLeadActions } from '../hooks/useLeadActions';
import { nextStageId } from '../lib/nextStage';
import { phoneLinks } from '../lib/phoneLinks';
import { deskMessages } from '../messages';
import classes from './LeadDeskPanel.module.css';
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

  // One filled action on the page: calling when there is a number, else taking the lead.
  const primary = links ? 'call' : 'take';
  return (
    // One flowing line of actions (wrapping where the window is narrow): where, talk, work.
    <section aria-label={t('deskActions')} className={classes.bar}>
      <Group gap="xs" wrap="wrap" align="center" className={classes.row}>
        <LeadStepper lead={lead} />
        {links && (
          <>
            <Button component="a" href={links.call} variant="filled" className={classes.gap}>
              {t('call')}
            </Button>
            <Button variant="default" onClick={() => clipboard.copy(links.e164)}>
              {t('copyPhone')}
            </Button>
            <Button
              component="a"
              href={links.whatsApp}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
            >
              {t('whatsApp')}
            </Button>
            <Button
              component="a"
              href={links.telegram}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
            >
              {t('telegram')}
            </Button>
          </>
        )}
        {lead.email && (
          <>
            <Button component="a" href={`mailto:${lead.email}`} variant="default">
              {t('writeEmail')}
            </Button>
            <Button variant="default" onClick={() => clipboard.copy(lead.email)}>
              {t('copyEmail')}
            </Button>
          </>
        )}
        <Button
          className={classes.gap}
          variant={primary === 'take' ? 'filled' : 'default'}
          loading={busy}
          aria-keyshortcuts="T"
          onClick={() => void actions.run(lead, 'take')}
        >
          {t('take')}
        </Button>
        <Button
          variant="default"
          disabled={busy || hasNext === null}
          aria-keyshortcuts="S"
          onClick={() => void actions.run(lead, 'nextStage')}
        >
          {t('nextStage')}
        </Button>
        <Select
          ref={stageInput}
          w={220}
          label={t('chooseStage')}
          classNames={inlineField}
          aria-keyshortcuts="M"
          data={stages.map((stage) => ({ value: String(stage.id), label: stage.name }))}
          value={lead.funnelStageId === null ? null : String(lead.funnelStageId)}
          // As in SelectField: no timer after opening an empty list to undo an arrow pressed before it runs.
          selectFirstOptionOnDropdownOpen={lead.funnelStageId === null}
          disabled={busy}
          allowDeselect={false}
          onChange={(value) => {
            if (value !== null && Number(value) !== lead.funnelStageId) {
              void actions.run(lead, { stageId: Number(value) });
            }
          }}
        />
        <Text size="sm" role="status" c="dimmed">
          {clipboard.copied ? t('copied') : ''}
        </Text>
      </Group>
      {actions.problem && (
        <Text size="sm" c="red" role="alert" mt="xs">
          {actions.problem}
        </Text>
      )}
    </section>
  );
}
