import { useSyncExternalStore } from 'react';
import { useRuntimeConfig } from '@/config/ConfigContext';
import { readViews, subscribeViews, viewsKey } from '../lib/viewStore';

/** This person's views on this account, and the key they are kept under; follows changes in other tabs too. */
export function useSavedViews(login: string) {
  const config = useRuntimeConfig();
  const key = viewsKey(
    new URL(config.apiBaseUrl, globalThis.location?.href ?? 'http://localhost/').href,
    login,
  );
  const views = useSyncExternalStore(subscribeViews, () => readViews(key));
  return { key, views };
}
