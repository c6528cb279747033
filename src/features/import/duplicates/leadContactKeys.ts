import type { Lead } from '@/api/schemas/lead';
import { contactKeys } from '../read/prepareRows';

/**
 * A lead's contact keys, comparable with a row's. List and read give the phone as a number, so a foreign
 * number has lost its '+': it is put back before comparing.
 */
export function leadContactKeys(lead: Pick<Lead, 'phone' | 'email'>): string[] {
  const phone = lead.phone ?? '';
  const keys = contactKeys({ phone, email: lead.email ?? '' });
  if (/^\d{8,15}$/.test(phone) && !keys.some((key) => key.startsWith('phone:'))) {
    keys.push(...contactKeys({ phone: `+${phone}` }));
  }
  return keys;
}
