import { lazy } from 'react';

export { findCreatedLead, type SentCreate } from './lib/findCreatedLead';
export { outboxUnsentCount } from './outbox/outboxState';
export { leadMutations, leadQueries } from './queries';

/** The header's outbox of changes made offline: loaded after the first screen (it opens IndexedDB). */
export const LeadOutbox = lazy(async () => ({ default: (await import('./outbox/LeadOutbox')).LeadOutbox }));
