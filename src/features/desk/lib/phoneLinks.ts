import { phoneHref } from '@/shared/lib/phones';

export interface PhoneLinks {
  /** tel:+79161234567 */
  call: string;
  /** +79161234567, for copying. */
  e164: string;
  whatsApp: string;
  telegram: string;
}

/** Links made from the normalised number; null when the value is no phone number (no links then). */
export function phoneLinks(value: string | number | null): PhoneLinks | null {
  if (value === null) return null;
  const call = phoneHref(value);
  if (call === '') return null;
  const e164 = call.slice('tel:'.length);
  const digits = e164.replace(/\D/g, '');
  return {
    call,
    e164,
    whatsApp: `https://wa.me/${digits}`,
    telegram: `https://t.me/+${digits}`,
  };
}
