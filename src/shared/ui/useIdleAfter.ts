import { useEffect, useState } from 'react';
import { whenIdle } from '@/shared/lib/whenIdle';

/** False until `ready` has been true and the browser has had an idle moment: for work that must not delay a paint. */
export function useIdleAfter(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    return whenIdle(() => setIdle(true));
  }, [ready, idle]);
  return idle;
}
