import { Anchor, Box, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ATTRIBUTION_FIELDS, type Lead } from '@/api/schemas/lead';
import { useCatalogs } from '@/config/useCatalogs';
import { PendingName, useEmployeeName } from '@/features/employees';
import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { formatMoney } from '@/shared/lib/money';
import { formatPhone, phoneHref } from '@/shared/lib/phones';
import { leadFieldMessages } from '@/shared/recordForms/lead/fieldMessages';
import { leadDetailMessages } from '../messages';
import { DateTimeValue } from './DateTimeValue';
import { DetailList } from './DetailList';

/** One part of the lead's fact sheet: a small heading over label–value lines, no box around it. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Title
        order={2}
        size="h5"
        id={id}
        mb={6}
        pb={4}
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        {title}
      </Title>
      {children}
    </Box>
  );
}

/** A name when known, else the id itself, so an id the catalog lacks is still visible. */
function useNamed() {
  const t = useMessages(leadDetailMessages);
  return (name: string | null, id: number | null): string | null =>
    id === null ? null : (name ?? t('unknownId', { id }));
}

export function ContactSection({ lead }: { lead: Lead }) {
  const label = useMessages(leadFieldMessages);
  const t = useMessages(leadDetailMessages);
  const href = lead.phone === null ? '' : phoneHref(lead.phone);
  const phone =
    lead.phone === null ? null : href ? <Anchor href={href}>{formatPhone(lead.phone)}</Anchor> : lead.phone;
  return (
    <Section id="lead-contact" title={t('contact')}>
      <DetailList
        notSet={t('notSet')}
        items={[
          { label: label('name'), value: lead.name },
          { label: label('phone'), value: phone },
          {
            label: label('email'),
            value: lead.email && <Anchor href={`mailto:${lead.email}`}>{lead.email}</Anchor>,
          },
          { label: label('clientId'), value: lead.clientId },
        ]}
      />
    </Section>
  );
}

export function PipelineSection({ lead }: { lead: Lead }) {
  const label = useMessages(leadFieldMessages);
  const t = useMessages(leadDetailMessages);
  const { locale } = useLocale();
  const { name } = useCatalogs();
  const employeeName = useEmployeeName();
  const named = useNamed();
  return (
    <Section id="lead-pipeline" title={t('pipeline')}>
      <DetailList
        notSet={t('notSet')}
        items={[
          {
            label: label('userIdOwner'),
            value: employeeName(lead.userIdOwner) ?? (lead.userIdOwner === null ? null : <PendingName />),
          },
          { label: label('sourceId'), value: named(name('sources', lead.sourceId), lead.sourceId) },
          {
            label: label('funnelStageId'),
            value: named(name('funnelStages', lead.funnelStageId), lead.funnelStageId),
          },
          {
            label: label('locationUnitId'),
            value: named(name('offices', lead.locationUnitId), lead.locationUnitId),
          },
          {
            label: label('locationCityId'),
            value: named(name('cities', lead.locationCityId), lead.locationCityId),
          },
          { label: label('cost'), value: lead.cost === null ? null : formatMoney(lead.cost, locale) },
          { label: label('contractId'), value: lead.contractId },
        ]}
      />
    </Section>
  );
}

export function AttributionSection({ lead }: { lead: Lead }) {
  const label = useMessages(leadFieldMessages);
  const t = useMessages(leadDetailMessages);
  const set = ATTRIBUTION_FIELDS.filter((field) => lead[field] !== null && lead[field] !== '');
  return (
    <Section id="lead-attribution" title={t('attribution')}>
      {set.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('noAttribution')}
        </Text>
      ) : (
        <DetailList
          notSet={t('notSet')}
          items={set.map((field) => ({ label: label(field), value: lead[field] }))}
        />
      )}
    </Section>
  );
}

export function DuplicatesSection({ lead }: { lead: Lead }) {
  const label = useMessages(leadFieldMessages);
  const t = useMessages(leadDetailMessages);
  const first =
    lead.firstId === null ? null : lead.firstId === lead.id ? (
      t('thisLead')
    ) : (
      <Anchor component={Link} to={`/leads/${lead.firstId}`}>
        #{lead.firstId}
      </Anchor>
    );
  return (
    <Section id="lead-duplicates" title={t('duplicates')}>
      <DetailList
        notSet={t('notSet')}
        items={[
          { label: t('otherCount'), value: lead.otherCount },
          { label: label('firstId'), value: first },
        ]}
      />
    </Section>
  );
}

export function TechnicalSection({ lead }: { lead: Lead }) {
  const label = useMessages(leadFieldMessages);
  const t = useMessages(leadDetailMessages);
  const employeeName = useEmployeeName();
  return (
    <Section id="lead-technical" title={t('technical')}>
      <DetailList
        notSet={t('notSet')}
        items={[
          { label: label('id'), value: lead.id },
          { label: label('remoteId'), value: lead.remoteId },
          { label: label('dtCreate'), value: <DateTimeValue unixSeconds={lead.dtCreate} /> },
          {
            label: label('userIdCreate'),
            value: employeeName(lead.userIdCreate) ?? (lead.userIdCreate === null ? null : <PendingName />),
          },
          {
            label: label('dtUpdate'),
            value: lead.dtUpdate === null ? null : <DateTimeValue unixSeconds={lead.dtUpdate} />,
          },
          {
            label: label('userIdUpdate'),
            value: employeeName(lead.userIdUpdate) ?? (lead.userIdUpdate === null ? null : <PendingName />),
          },
        ]}
      />
    </Section>
  );
}
