import { useEffect, useState } from 'react';

/** Waiting times read in minutes: a tick every 15 s keeps them right within a quarter minute. */
const TICK_MS = 15_000;

/** Unix seconds now, ticking: one timer for the whole screen, not one per row. */
export function useNowSeconds(): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const tick = () => setNow(Math.floor(Date.now() / 1000));
    const timer = setInterval(tick, TICK_MS);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, []);
  return now;
}
