import { Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { formatDateTime } from '@/shared/lib/dates';
import { useIndexStatusOf } from '../hooks/useIndexStatus';
import { useLeadHighlights } from '../hooks/useLeadHighlights';
import { leadIndexQueries, type QuickFindLead } from '../queries';
import { HighlightedText } from './HighlightedText';
import { quickFindMessages } from './quickFindMessages';

const SHOWN = 8;

interface QuickFindDialogProps {
  opened: boolean;
  onClose(): void;
}

/**
 * Find a lead as you type, over the local index: a combobox (input + listbox) in a dialog. Arrows move, Enter
 * opens the lead, the last option opens the list filtered by the query when more leads match than are shown.
 */
export default function QuickFindDialog({ opened, onClose }: QuickFindDialogProps) {
  const t = useMessages(quickFindMessages);
  const navigate = useNavigate();
  // The phase alone: the dialog is not drawn again at each report of a filling copy while someone types.
  const phase = useIndexStatusOf((status) => status?.phase ?? null);
  const [text, setText] = useState('');
  const query = text.trim();
  const [active, setActive] = useState(0);
  const listId = useId();
  const queryClient = useQueryClient();
  const results = useQuery({ ...leadIndexQueries.quickFind(query, SHOWN), enabled: opened && query !== '' });
  const data = query === '' ? undefined : results.data;
  const leads = data?.leads ?? [];
  const more = data ? data.total - data.leads.length : 0;
  const optionCount = leads.length + (more > 0 ? 1 : 0);

  const close = () => {
    setText('');
    onClose();
  };
  const openLead = (lead: QuickFindLead) => {
    close();
    navigate(`/leads/${lead.id}`);
  };
  const openList = () => {
    close();
    navigate(`/leads?${new URLSearchParams({ q: query }).toString()}`);
  };
  const choose = (index: number) => {
    const lead = leads[index];
    if (lead) openLead(lead);
    else if (more > 0 && index === leads.length) openList();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (optionCount === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => (index + 1) % optionCount);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (index - 1 + optionCount) % optionCount);
    } else if (event.key === 'Home' && event.ctrlKey) {
      setActive(0);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(active);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  const coverage = data?.coverage;
  const { locale, timeZone } = useLocale();
  let coverageNote: string | null = null;
  if (phase === null || phase === 'starting') coverageNote = t('quickFindNotReady');
  else if (phase === 'cleared') coverageNote = t('quickFindCleared');
  else if (coverage && !coverage.complete) {
    coverageNote =
      coverage.expected === null
        ? t('quickFindPartialUnknown', { indexed: coverage.indexed })
        : t('quickFindPartial', {
            indexed: coverage.indexed,
            expected: Math.max(coverage.expected, coverage.indexed),
          });
  } else if (coverage?.coveredSince != null) {
    coverageNote = t('quickFindCoveredSince', {
      since: formatDateTime(coverage.coveredSince, locale, timeZone, 'medium'),
    });
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('quickFind')}
      closeButtonProps={{ 'aria-label': t('close') }}
      size="lg"
      yOffset="10vh"
    >
      <Stack gap="xs">
        <TextInput
          label={t('quickFindLabel')}
          placeholder={t('quickFindHint')}
          value={text}
          onChange={(event) => {
            const next = event.currentTarget.value;
            // The worker is asked before React renders the keystroke, so both happen at once and the answer is
            // usually back for the same frame; the query below finds it in flight.
            if (next.trim() !== '')
              void queryClient.prefetchQuery(leadIndexQueries.quickFind(next.trim(), SHOWN));
            setText(next);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          data-autofocus
          autoComplete="off"
          spellCheck={false}
          role="combobox"
          aria-expanded={optionCount > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={optionCount > 0 ? optionId(active) : undefined}
        />
        <Text size="sm" c="dimmed" role="status" aria-live="polite">
          {data && query !== ''
            ? data.total === 0
              ? t('quickFindNone', { query })
              : t('quickFindCount', { count: data.total })
            : ''}
        </Text>
        {coverageNote && (
          <Text size="sm" c="orange.9">
            {coverageNote}
          </Text>
        )}
        <Stack
          gap={2}
          component="ul"
          id={listId}
          role="listbox"
          aria-label={t('quickFindResults')}
          p={0}
          m={0}
          // The query the shown results answer: the bench times each keystroke to it.
          data-results-for={results.isPlaceholderData || !data ? undefined : query}
        >
          {leads.map((lead, index) => (
            <QuickFindOption
              key={lead.id}
              id={optionId(index)}
              lead={lead}
              query={query}
              selected={index === active}
              noName={t('noName')}
              onPick={() => openLead(lead)}
              onHover={() => setActive(index)}
            />
          ))}
          {more > 0 && (
            <UnstyledButton
              component="li"
              id={optionId(leads.length)}
              role="option"
              aria-selected={active === leads.length}
              onClick={openList}
              onMouseMove={() => setActive(leads.length)}
              p="xs"
              bg={active === leads.length ? 'var(--mantine-primary-color-light)' : undefined}
              style={{ borderRadius: 'var(--mantine-radius-sm)', listStyle: 'none' }}
              tabIndex={-1}
            >
              <Text size="sm" fw={500}>
                {t('quickFindMore', { count: more })}
              </Text>
            </UnstyledButton>
          )}
        </Stack>
      </Stack>
    </Modal>
  );
}

interface QuickFindOptionProps {
  id: string;
  lead: QuickFindLead;
  query: string;
  selected: boolean;
  noName: string;
  onPick(): void;
  onHover(): void;
}

function QuickFindOption({ id, lead, query, selected, noName, onPick, onHover }: QuickFindOptionProps) {
  const parts = useLeadHighlights(lead, query, noName);
  return (
    <UnstyledButton
      component="li"
      id={id}
      role="option"
      aria-selected={selected}
      onClick={onPick}
      onMouseMove={onHover}
      p="xs"
      bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
      style={{ borderRadius: 'var(--mantine-radius-sm)', listStyle: 'none', overflowWrap: 'anywhere' }}
      tabIndex={-1}
    >
      <Text size="sm" fw={600} component="div">
        <HighlightedText parts={parts.name} />
        <Text span size="xs" c="dimmed">
          {' '}
          #{lead.id}
        </Text>
      </Text>
      <Text size="xs" c="dimmed" component="div">
        {parts.phone && <HighlightedText parts={parts.phone} />}
        {parts.phone && parts.email ? ' · ' : ''}
        {parts.email && <HighlightedText parts={parts.email} />}
      </Text>
    </UnstyledButton>
  );
}
