import { useEffect, useState } from 'react';
import { toIsoDateParam } from '@/shared/lib/dates';

const CHECK_EVERY_MS = 60_000;

/**
 * Today's date (`YYYY-MM-DD`) in the zone, kept current: a screen left open past midnight, or woken from
 * sleep, moves to the new day by itself. Changes only when the day does, so it re-renders once a day.
 */
export function useToday(timeZone: string): string {
  const [today, setToday] = useState(() => toIsoDateParam(new Date(), timeZone, false));
  useEffect(() => {
    const check = () => setToday(toIsoDateParam(new Date(), timeZone, false));
    check();
    const timer = setInterval(check, CHECK_EVERY_MS);
    window.addEventListener('focus', check);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', check);
    };
  }, [timeZone]);
  return today;
}
