import type { Rollup } from 'vite';

type ModuleInfoOf = (moduleId: string) => Rollup.ModuleInfo | null;

/** Every module `roots` reach through static imports, stopping at those in `stop`. */
function staticClosure(roots: Iterable<string>, getModuleInfo: ModuleInfoOf, stop = new Set<string>()) {
  const reached = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id) || stop.has(id)) continue;
    reached.add(id);
    pending.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/**
 * The modules that go into the `listShared` chunk: those the list route imports statically that the entry does
 * not load, and that another lazily loaded part of the app imports too. Left alone, the bundler gives each set of
 * such modules a small file of its own, each with its own request and gzip dictionary, all on the way to the first
 * rows; in one file they come with the route. Found by following imports from `entry` and `listRoute` (module ids
 * ending so), so a new shared import needs no list to be kept.
 */
export function listSharedModules(entry: string, listRoute: string) {
  let shared: Set<string> | null = null;
  const find = (getModuleInfo: ModuleInfoOf, anyId: string): Set<string> | null => {
    // Every module id is known once chunking starts: walk from any module to the entry's, then the whole graph.
    const all = new Set<string>();
    const pending = [anyId];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (all.has(id)) continue;
      all.add(id);
      const info = getModuleInfo(id);
      if (!info) continue;
      pending.push(
        ...info.importedIds,
        ...info.dynamicallyImportedIds,
        ...info.importers,
        ...info.dynamicImporters,
      );
    }
    const entryId = [...all].find((id) => id.endsWith(entry));
    const routeId = [...all].find((id) => id.endsWith(listRoute));
    // A module apart from the app's graph (the early first page's): the next one will lead there.
    if (!entryId || !routeId) return null;
    const loadedFirst = staticClosure([entryId], getModuleInfo);
    const route = staticClosure([routeId], getModuleInfo, loadedFirst);
    const lazyRoots = [...all].filter(
      (id) => id !== routeId && !loadedFirst.has(id) && (getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0,
    );
    const others = staticClosure(lazyRoots, getModuleInfo, loadedFirst);
    return new Set([...route].filter((id) => id !== routeId && others.has(id)));
  };
  return (moduleId: string, context: { getModuleInfo: ModuleInfoOf }): string | null => {
    shared ??= find((id) => context.getModuleInfo(id), moduleId);
    return shared?.has(moduleId) ? 'listShared' : null;
  };
}
