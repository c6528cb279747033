import { useMemo } from 'react';
import { useRuntimeConfig } from './ConfigContext';
import type { CatalogEntry, Catalogs } from './runtimeConfig';

export type CatalogKind = keyof Catalogs;

export interface CatalogLookup {
  catalogs: Catalogs;
  /** The entry's name, or null when the account's catalog does not know the id (show the id then). */
  name(kind: CatalogKind, id: number | null): string | null;
}

/** Names for source, funnel stage, city and office ids, from the account's runtime catalog. */
export function useCatalogs(): CatalogLookup {
  const { catalogs } = useRuntimeConfig();
  return useMemo(() => {
    const maps = Object.fromEntries(
      (Object.keys(catalogs) as CatalogKind[]).map((kind) => [
        kind,
        new Map((catalogs[kind] as CatalogEntry[]).map((entry) => [entry.id, entry.name])),
      ]),
    ) as Record<CatalogKind, Map<number, string>>;
    return {
      catalogs,
      name: (kind, id) => (id === null ? null : (maps[kind].get(id) ?? null)),
    };
  }, [catalogs]);
}
