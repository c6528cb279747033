import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * The value of the last committed render, for handlers that keep their identity (a memoised child's props, a
 * context's stable object) but must act on what is on screen now.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  return latest;
}
