import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimForAlert } from './alertOnce';

const ids = (leads: Array<{ id: number }>) => leads.map((lead) => lead.id);

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('a new lead is told by one tab', () => {
  it('lets the first tab take what every tab found, and the next only what is newer still', async () => {
    // Two tabs' syncs find the same new leads; the first to claim them tells, the other finds nothing left.
    expect(ids(await claimForAlert([{ id: 5 }, { id: 6 }]))).toEqual([5, 6]);
    expect(ids(await claimForAlert([{ id: 5 }, { id: 6 }]))).toEqual([]);
    expect(ids(await claimForAlert([{ id: 6 }, { id: 7 }]))).toEqual([7]);
  });

  it('claims under the browser’s Web Lock where there is one, so two tabs never claim at once', async () => {
    const names: string[] = [];
    vi.stubGlobal('navigator', {
      locks: {
        request: async (name: string, claim: () => unknown) => {
          names.push(name);
          return claim();
        },
      },
    });
    expect(ids(await claimForAlert([{ id: 9 }]))).toEqual([9]);
    expect(ids(await claimForAlert([{ id: 9 }]))).toEqual([]);
    expect(names).toEqual(['crm-desk-alerts', 'crm-desk-alerts']);
  });
});
