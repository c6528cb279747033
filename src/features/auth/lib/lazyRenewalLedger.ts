import type { RenewalLedger } from './renewalLedger';

/**
 * The renewal ledger, its code (IndexedDB, WebCrypto) fetched the first time a refresh or a sign-out needs it,
 * not with the first screen. Null where the ledger itself would be (no IndexedDB or WebCrypto).
 */
export function lazyRenewalLedger(
  factory: IDBFactory | undefined = globalThis.indexedDB,
): RenewalLedger | null {
  if (!factory || !globalThis.crypto?.subtle) return null;
  let loaded: Promise<RenewalLedger | null> | null = null;
  const ledger = (): Promise<RenewalLedger | null> => {
    loaded ??= import('./renewalLedger').then((module) => module.indexedDbRenewalLedger(factory));
    return loaded;
  };
  return {
    async latest(refreshToken) {
      return (await ledger())?.latest(refreshToken) ?? null;
    },
    async record(spentRefreshToken, next) {
      await (await ledger())?.record(spentRefreshToken, next);
    },
    async forget() {
      await (await ledger())?.forget();
    },
  };
}
