import { describe, expect, it } from 'vitest';
import { leadCeiling } from './ceiling';

const none = { configuredMaxLeads: null, deviceMemoryGB: null, storageFreeBytes: null };

describe('the ceiling of the local copy', () => {
  it('is the least of the setting, the device memory and the storage left', () => {
    expect(leadCeiling(none)).toBeNull();
    expect(leadCeiling({ ...none, configuredMaxLeads: 2000 })).toBe(2000);
    // 8 GB (the most a browser tells): an eighth at a kilobyte a lead.
    expect(leadCeiling({ ...none, deviceMemoryGB: 8 })).toBe(1_000_000);
    expect(leadCeiling({ ...none, deviceMemoryGB: 2 })).toBe(250_000);
    expect(leadCeiling({ ...none, storageFreeBytes: 400e6 })).toBe(100_000);
    expect(leadCeiling({ configuredMaxLeads: 300_000, deviceMemoryGB: 4, storageFreeBytes: 10e9 })).toBe(
      300_000,
    );
  });

  it('never falls below a thousand leads from what the device says', () => {
    expect(leadCeiling({ ...none, deviceMemoryGB: 0.001, storageFreeBytes: 10 })).toBe(1000);
  });
});
