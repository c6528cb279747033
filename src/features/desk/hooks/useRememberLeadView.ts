import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { type RememberedView, rememberView } from '../lib/leadView';

/** A screen that lists leads tells the desk its order, so a lead opened from it can step to the next. */
export function useRememberLeadView(view: RememberedView | null): void {
  const { pathname, search } = useLocation();
  const key = view ? JSON.stringify(view) : null;
  useEffect(() => {
    if (key === null) return;
    rememberView(JSON.parse(key) as RememberedView, `${pathname}${search}`);
  }, [key, pathname, search]);
}
