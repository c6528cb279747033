import { lazy } from 'react';
import { interpolate, type Locale } from '@/shared/i18n/locale';

import type { findCreatedLead as findCreatedLeadNow } from './lib/findCreatedLead';

export type { SentCreate } from './lib/findCreatedLead';
export { outboxUnsentCount } from './outbox/outboxState';

/** The question sign-out asks while changes made offline are unsent (its words load only then). */
export async function signOutUnsentQuestion(locale: Locale, count: number): Promise<string> {
  const { outboxMessages } = await import('./outbox/outboxMessages');
  return interpolate(outboxMessages[locale].signOutUnsent, { count }, locale);
}
export { leadMutations, leadQueries } from './queries';

/** The header's outbox of changes made offline: loaded after the first screen (it opens IndexedDB). */
export const LeadOutbox = lazy(async () => ({ default: (await import('./outbox/LeadOutbox')).LeadOutbox }));

/** Finds the lead a create that got no answer made; its code (contact keys, paging) loads with the first call. */
export async function findCreatedLead(
  ...args: Parameters<typeof findCreatedLeadNow>
): ReturnType<typeof findCreatedLeadNow> {
  return (await import('./lib/findCreatedLead')).findCreatedLead(...args);
}
