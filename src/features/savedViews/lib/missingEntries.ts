import type { CatalogKind } from '@/config/useCatalogs';

/** The view's filters that pick catalog entries, with the catalog each reads. */
const CATALOG_OF = { source: 'sources', stage: 'funnelStages', city: 'cities', office: 'offices' } as const;

type PickedIds = Partial<Record<keyof typeof CATALOG_OF, readonly number[]>>;

/**
 * Whether a saved view names a source, stage, city or office the account's catalog no longer has: it still opens
 * (the list shows what matches, which may be nothing), and says so beside its name.
 */
export function namesMissingEntries(
  search: PickedIds,
  catalogs: Record<CatalogKind, ReadonlyArray<{ id: number }>>,
): boolean {
  return (Object.keys(CATALOG_OF) as Array<keyof typeof CATALOG_OF>).some((key) => {
    const picked = search[key] ?? [];
    if (picked.length === 0) return false;
    const known = new Set(catalogs[CATALOG_OF[key]].map((entry) => entry.id));
    return picked.some((id) => !known.has(id));
  });
}
