import { z } from 'zod/mini';
import { readStoredJson, writeStored } from '@/shared/lib/browserStorage';
import { LEAD_FIELD_IDS, LEAD_FIELDS } from '../components/leadFields';

const STORAGE_KEY = 'crm.leadList.columns.v1';
export const MIN_COLUMN_WIDTH = 60;
export const MAX_COLUMN_WIDTH = 600;

/** Row height: compact (32 px, the default: a screenful of leads) or comfortable (40 px). */
export type Density = 'compact' | 'comfortable';

export interface ColumnPrefs {
  order: string[];
  visibility: Record<string, boolean>;
  sizing: Record<string, number>;
  density: Density;
}

const storedSchema = z.object({
  order: z.catch(z.array(z.string()), []),
  // Entries are checked one by one below, so one bad value costs only itself.
  visibility: z.catch(z.record(z.string(), z.unknown()), {}),
  sizing: z.catch(z.record(z.string(), z.unknown()), {}),
  density: z.catch(z.enum(['compact', 'comfortable']), 'compact'),
});

export function defaultColumnPrefs(): ColumnPrefs {
  return {
    order: [...LEAD_FIELD_IDS],
    visibility: Object.fromEntries(LEAD_FIELDS.map((field) => [field.id, field.defaultVisible])),
    sizing: {},
    density: 'compact',
  };
}

/**
 * Whatever is stored is checked against today's columns: unknown ids are dropped, new columns join at the end
 * with their default visibility, widths are clamped. Storage edited by hand or left by an older build never
 * breaks the list.
 */
export function normalizeColumnPrefs(raw: unknown): ColumnPrefs {
  const defaults = defaultColumnPrefs();
  const parsed = storedSchema.safeParse(raw);
  if (!parsed.success) return defaults;
  const known = new Set(LEAD_FIELD_IDS);
  const order = [...new Set(parsed.data.order.filter((id) => known.has(id)))];
  for (const id of LEAD_FIELD_IDS) if (!order.includes(id)) order.push(id);
  const visibility = { ...defaults.visibility };
  for (const [id, visible] of Object.entries(parsed.data.visibility)) {
    if (known.has(id) && typeof visible === 'boolean') visibility[id] = visible;
  }
  const sizing: Record<string, number> = {};
  for (const [id, width] of Object.entries(parsed.data.sizing)) {
    if (known.has(id) && typeof width === 'number' && Number.isFinite(width)) {
      sizing[id] = Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, Math.round(width)));
    }
  }
  return { order, visibility, sizing, density: parsed.data.density };
}

export function readColumnPrefs(): ColumnPrefs {
  return normalizeColumnPrefs(readStoredJson(STORAGE_KEY));
}

export function writeColumnPrefs(prefs: ColumnPrefs): void {
  // A full or forbidden storage only costs the user their column layout next time.
  writeStored(STORAGE_KEY, JSON.stringify(prefs));
}
