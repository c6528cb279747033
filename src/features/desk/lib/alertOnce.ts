import { ALERTED_UP_TO_KEY, readNumber, writeNumber } from './deskStorage';

interface IdLike {
  id: number;
}

/**
 * Of the leads a tab found, those no other tab has alerted yet. Every open tab syncs and finds the same new
 * leads; under one Web Lock (where the browser has them) the first tab takes them and moves the shared mark, so
 * the next finds nothing left. Lead ids grow in a live CRM, so one number marks them all.
 */
export async function claimForAlert<T extends IdLike>(found: readonly T[]): Promise<T[]> {
  const claim = () => {
    const upTo = readNumber(ALERTED_UP_TO_KEY);
    const fresh = found.filter((lead) => lead.id > upTo);
    if (fresh.length > 0) writeNumber(ALERTED_UP_TO_KEY, Math.max(...fresh.map((lead) => lead.id)));
    return fresh;
  };
  const locks = globalThis.navigator?.locks;
  if (!locks) return claim();
  return locks.request('crm-desk-alerts', claim);
}
