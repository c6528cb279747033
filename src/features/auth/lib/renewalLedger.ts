import { type StoredSession, StoredSessionSchema } from './sessionStorage';

/**
 * Which pair replaced which refresh token, readable by every tab of the browser the moment the refresher lets go
 * of the lock. localStorage cannot be that record: Chromium keeps a copy of it in each tab's process and passes
 * another tab's writes on later, so a tab granted the lock right after a refresh can still read the spent pair.
 * IndexedDB is one store behind all tabs: a transaction begun after another's commit sees what it wrote.
 */
export interface RenewalLedger {
  /** The newest pair down the line of refreshes that began with `refreshToken`; null if it was never used. */
  latest(refreshToken: string): Promise<StoredSession | null>;
  /** Notes that `spentRefreshToken` was replaced by `next`; resolves once other tabs can read it. */
  record(spentRefreshToken: string, next: StoredSession): Promise<void>;
  /** Sign-out: nothing of the session stays. */
  forget(): Promise<void>;
}

const DATABASE = 'crm-session-renewals';
const STORE = 'renewals';
/** A tab asleep longer than this reads the current pair from storage long since; older entries go. */
const KEEP_MS = 7 * 24 * 3_600_000;
/** Each line of refreshes ends; a loop in a corrupted ledger must not hang a refresh. */
const MAX_STEPS = 1000;

interface Entry {
  iv: Uint8Array<ArrayBuffer>;
  sealed: Uint8Array<ArrayBuffer>;
  at: number;
}

const encoder = new TextEncoder();

async function digest(purpose: string, token: string): Promise<ArrayBuffer> {
  return crypto.subtle.digest('SHA-256', encoder.encode(`${purpose}:${token}`));
}

function hex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The new pair is sealed with a key only a holder of the spent token can make, so the tokens on disk open for
 * nobody else (a session-only pair would otherwise outlive its tab in readable form).
 */
async function keyFor(spentRefreshToken: string): Promise<CryptoKey> {
  const raw = await digest('key', spentRefreshToken);
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

// isView, not instanceof: what IndexedDB gives back may come from another realm (a test's fake database).
function isEntry(value: unknown): value is Entry {
  if (typeof value !== 'object' || value === null) return false;
  const { iv, sealed } = value as Partial<Record<keyof Entry, unknown>>;
  return ArrayBuffer.isView(iv) && ArrayBuffer.isView(sealed);
}

/** The ledger in IndexedDB; without IndexedDB or WebCrypto (an insecure page, an old browser), null. */
export function indexedDbRenewalLedger(
  factory: IDBFactory | undefined = globalThis.indexedDB,
): RenewalLedger | null {
  if (!factory || !globalThis.crypto?.subtle) return null;
  let opened: Promise<IDBDatabase> | null = null;
  const open = (): Promise<IDBDatabase> => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => {
        const database = request.result;
        // Sign-out in another tab deletes the database: let it, and open afresh next time.
        database.onversionchange = () => {
          database.close();
          opened = null;
        };
        resolve(database);
      };
      request.onerror = () => reject(request.error);
    }).catch((error: unknown) => {
      opened = null;
      throw error;
    });
    return opened;
  };

  const read = async (token: string): Promise<StoredSession | null> => {
    const id = hex(await digest('id', token));
    const database = await open();
    const stored: unknown = await promised(
      database.transaction(STORE, 'readonly').objectStore(STORE).get(id),
    );
    if (!isEntry(stored)) return null;
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: stored.iv },
      await keyFor(token),
      stored.sealed,
    );
    const parsed = StoredSessionSchema.safeParse(JSON.parse(new TextDecoder().decode(plain)));
    return parsed.success ? parsed.data : null;
  };

  return {
    async latest(refreshToken) {
      let newest: StoredSession | null = null;
      let token: string | null = refreshToken;
      for (let step = 0; token !== null && step < MAX_STEPS; step += 1) {
        const next = await read(token);
        if (!next) break;
        newest = next;
        token = next.refreshToken;
      }
      return newest;
    },
    async record(spentRefreshToken, next) {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const sealed = await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv },
        await keyFor(spentRefreshToken),
        encoder.encode(JSON.stringify(next)),
      );
      const id = hex(await digest('id', spentRefreshToken));
      const database = await open();
      const transaction = database.transaction(STORE, 'readwrite');
      const store = transaction.objectStore(STORE);
      const now = Date.now();
      const entry: Entry = { iv, sealed: new Uint8Array(sealed), at: now };
      store.put(entry, id);
      const cursorRequest = store.openCursor();
      cursorRequest.onsuccess = () => {
        const cursor = cursorRequest.result;
        if (!cursor) return;
        const value: unknown = cursor.value;
        if (isEntry(value) && value.at < now - KEEP_MS) cursor.delete();
        cursor.continue();
      };
      await committed(transaction);
    },
    async forget() {
      const database = await opened?.catch(() => null);
      database?.close();
      opened = null;
      await new Promise<void>((resolve) => {
        const request = factory.deleteDatabase(DATABASE);
        request.onsuccess = () => resolve();
        request.onerror = () => resolve();
        request.onblocked = () => resolve();
      });
    },
  };
}
