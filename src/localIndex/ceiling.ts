/**
 * How many leads the local copy may hold on this device. Past it, the copy keeps the newest leads and says from when
 * it covers them; older ones are the CRM's to answer (the list reads them by date range). The budget is the least
 * of: the administrator's `localIndex.maxLeads` (config.json), an eighth of the device's memory at about a kilobyte
 * a lead (navigator.deviceMemory, in GB, rounded by the browser and at most 8), and half the storage the browser
 * still offers at about two kilobytes a lead in IndexedDB (navigator.storage.estimate()).
 */
export interface DeviceFigures {
  configuredMaxLeads: number | null;
  /** navigator.deviceMemory: GB, where the browser tells it. */
  deviceMemoryGB: number | null;
  /** quota − usage from navigator.storage.estimate(), where the browser tells it. */
  storageFreeBytes: number | null;
}

const BYTES_PER_LEAD_IN_MEMORY = 1000;
const BYTES_PER_LEAD_STORED = 2000;
/** Never below this, whatever the device says: a copy too small to be of use is no copy. */
const FLOOR = 1000;

export function leadCeiling(figures: DeviceFigures): number | null {
  const limits: number[] = [];
  if (figures.configuredMaxLeads !== null) limits.push(figures.configuredMaxLeads);
  if (figures.deviceMemoryGB !== null && figures.deviceMemoryGB > 0) {
    limits.push(Math.max(FLOOR, Math.floor((figures.deviceMemoryGB * 1e9) / 8 / BYTES_PER_LEAD_IN_MEMORY)));
  }
  if (figures.storageFreeBytes !== null && figures.storageFreeBytes > 0) {
    limits.push(Math.max(FLOOR, Math.floor(figures.storageFreeBytes / 2 / BYTES_PER_LEAD_STORED)));
  }
  return limits.length === 0 ? null : Math.min(...limits);
}

/** What this browser tells of itself (in a worker as on a page); a browser that tells nothing sets no limit. */
export async function deviceFigures(configuredMaxLeads: number | null): Promise<DeviceFigures> {
  const memory = (navigator as Navigator & { deviceMemory?: number }).deviceMemory;
  let storageFreeBytes: number | null = null;
  try {
    const estimate = await navigator.storage?.estimate();
    if (estimate?.quota !== undefined) storageFreeBytes = estimate.quota - (estimate.usage ?? 0);
  } catch {
    // No estimate (an old browser, a locked-down profile): no storage limit from it.
  }
  return { configuredMaxLeads, deviceMemoryGB: typeof memory === 'number' ? memory : null, storageFreeBytes };
}
