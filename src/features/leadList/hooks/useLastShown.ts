import { useState } from 'react';

/**
 * The value, or while it is undefined the last one that was not: what stays on screen while another source is
 * asked. `value` must keep its identity between renders (query data, a memo), or every render would store it anew.
 */
export function useLastShown<T>(value: T | undefined): T | undefined {
  const [last, setLast] = useState(value);
  // Adjusted during render (React's pattern for state derived from props): no second commit.
  if (value !== undefined && value !== last) setLast(value);
  return value ?? last;
}
