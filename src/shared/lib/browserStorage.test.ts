import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetStoredUnder, readStored, readStoredJson, storedChanges, writeStored } from './browserStorage';

describe('the browser storage the app keeps its choices in', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('writes, reads and removes a value in either area', () => {
    expect(writeStored('crm.a', 'one')).toBe(true);
    expect(writeStored('crm.a', 'tab', 'session')).toBe(true);
    expect(readStored('crm.a')).toBe('one');
    expect(readStored('crm.a', 'session')).toBe('tab');
    writeStored('crm.a', null);
    expect(readStored('crm.a')).toBeNull();
    expect(readStored('crm.a', 'session')).toBe('tab');
  });

  it('reads JSON, and text that is not JSON as nothing', () => {
    writeStored('crm.list', '[1,2]');
    writeStored('crm.broken', '[1,');
    expect(readStoredJson('crm.list')).toEqual([1, 2]);
    expect(readStoredJson('crm.broken')).toBeNull();
    expect(readStoredJson('crm.none')).toBeNull();
  });

  it('keeps going when the browser refuses: nothing is read, a write says it was not kept', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(writeStored('crm.a', 'one')).toBe(false);
    expect(readStored('crm.a')).toBeNull();
    expect(readStoredJson('crm.a')).toBeNull();
  });

  it('forgets every key under the prefixes asked and nothing else', () => {
    writeStored('crm.desk.alerts', '{}');
    writeStored('crm.desk.me:https://crm|anna', '7');
    writeStored('crm.views:x', '[]');
    writeStored('crm.locale', 'ru');
    forgetStoredUnder(['crm.desk.', 'crm.views:']);
    expect(Object.keys(localStorage)).toEqual(['crm.locale']);
  });

  it("tells this tab's listeners of a change, and of another tab's change under its prefix only", () => {
    const changes = storedChanges('crm.desk.');
    const listener = vi.fn();
    const unsubscribe = changes.subscribe(listener);
    changes.changed();
    window.dispatchEvent(new StorageEvent('storage', { key: 'crm.desk.alerts' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'crm.locale' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    changes.changed();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
