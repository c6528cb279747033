import { Skeleton } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import type { Lead } from '@/api/schemas/lead';
import { formatDateTime } from '@/shared/lib/dates';
import { leadAge } from '@/shared/lib/leadAge';
import { formatPhone, phoneHref } from '@/shared/lib/phones';
import { SKIP_TARGET_ATTRIBUTE } from '@/shared/ui/SkipLink';
import visuallyHidden from '@/shared/ui/visuallyHidden.module.css';
import classes from './LeadCards.module.css';
import { LeadLink } from './LeadLink';
import type { FieldContext } from './leadFields';

const PLACEHOLDERS = ['a', 'b', 'c', 'd', 'e'];

export interface LeadCardsProps {
  leads: readonly Lead[] | undefined;
  label: string;
  busy: boolean;
  fieldContext: FieldContext;
  /** Coming back from this lead's page: its card's link takes the focus. */
  focusLeadId?: number;
}

/**
 * The list on a phone: one card per lead (name, a call link, stage, owner, age) instead of a table squeezed to
 * half a phone number. A list of links, so a keyboard and a screen reader move through it as through any page.
 */
export function LeadCards({ leads, label, busy, fieldContext, focusLeadId }: LeadCardsProps) {
  const { t, fieldLabel, locale, timeZone, catalogName, employeeName } = fieldContext;
  const listRef = useRef<HTMLUListElement>(null);
  // The age is read once per page of leads: it moves by hours, not while the page is looked at.
  const now = useMemo(() => (leads ? Date.now() : 0), [leads]);
  const returnedTo = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (focusLeadId === undefined || returnedTo.current === focusLeadId || !leads) return;
    const link = listRef.current?.querySelector<HTMLElement>(`a[data-lead="${focusLeadId}"]`);
    if (!link) return;
    returnedTo.current = focusLeadId;
    link.focus();
  }, [focusLeadId, leads]);

  if (!leads) {
    return (
      <ul className={classes.cards} aria-label={label} aria-busy="true">
        {PLACEHOLDERS.map((key) => (
          <li key={key} className={classes.card}>
            <Skeleton height={14} width="60%" />
            <Skeleton height={12} width="40%" />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <ul ref={listRef} className={classes.cards} aria-label={label} aria-busy={busy}>
      {leads.map((lead, index) => {
        const href = lead.phone === null ? '' : phoneHref(lead.phone);
        const owner = employeeName(lead.userIdOwner);
        const stage = catalogName('funnelStages', lead.funnelStageId);
        const isSkipTarget = focusLeadId === undefined ? index === 0 : lead.id === focusLeadId;
        return (
          <li key={lead.id} className={classes.card}>
            <LeadLink
              leadId={lead.id}
              className={classes.name}
              data-lead={lead.id}
              {...(isSkipTarget ? { [SKIP_TARGET_ATTRIBUTE]: '' } : {})}
            >
              {lead.name?.trim() || t('noName')}
            </LeadLink>
            {lead.phone !== null &&
              (href ? (
                <a href={href} className={classes.phone}>
                  {formatPhone(lead.phone)}
                </a>
              ) : (
                <span>{lead.phone}</span>
              ))}
            <dl className={classes.facts}>
              {stage && (
                <div>
                  <dt className={visuallyHidden.hidden}>{fieldLabel('funnelStageId')}</dt>
                  <dd>{stage}</dd>
                </div>
              )}
              {lead.userIdOwner !== null && (
                <div>
                  <dt className={visuallyHidden.hidden}>{fieldLabel('userIdOwner')}</dt>
                  <dd>{owner ?? '…'}</dd>
                </div>
              )}
              <div>
                <dt className={visuallyHidden.hidden}>{fieldLabel('dtCreate')}</dt>
                <dd title={formatDateTime(lead.dtCreate, locale, timeZone)}>
                  {now / 1000 - lead.dtCreate < 3600
                    ? t('createdThisHour')
                    : t('createdAgo', { age: leadAge(lead.dtCreate, now, locale) })}
                </dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
