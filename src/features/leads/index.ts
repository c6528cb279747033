import { lazy } from 'react';
import { interpolate, type Locale } from '@/shared/i18n/locale';

export { findCreatedLead, type SentCreate } from './lib/findCreatedLead';
export { outboxUnsentCount } from './outbox/outboxState';

/** The question sign-out asks while changes made offline are unsent (its words load only then). */
export async function signOutUnsentQuestion(locale: Locale, count: number): Promise<string> {
  const { outboxMessages } = await import('./outbox/outboxMessages');
  return interpolate(outboxMessages[locale].signOutUnsent, { count }, locale);
}
export { leadMutations, leadQueries } from './queries';

/** The header's outbox of changes made offline: loaded after the first screen (it opens IndexedDB). */
export const LeadOutbox = lazy(async () => ({ default: (await import('./outbox/LeadOutbox')).LeadOutbox }));
