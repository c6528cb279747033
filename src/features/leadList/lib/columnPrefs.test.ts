import { describe, expect, it } from 'vitest';
import { LEAD_FIELD_IDS, LEAD_FIELDS } from '../components/leadFields';
import { defaultColumnPrefs, normalizeColumnPrefs, readColumnPrefs, writeColumnPrefs } from './columnPrefs';

describe('column preferences', () => {
  it('shows the nine working columns by default, fitting 1280 px with room to spare, and offers every field', () => {
    const prefs = defaultColumnPrefs();
    const shown = prefs.order.filter((id) => prefs.visibility[id]);
    expect(shown).toEqual([
      'id',
      'name',
      'phone',
      'sourceId',
      'funnelStageId',
      'userIdOwner',
      'dtCreate',
      'cost',
      'otherCount',
    ]);
    const width = LEAD_FIELDS.filter((field) => prefs.visibility[field.id]).reduce(
      (sum, field) => sum + field.size,
      0,
    );
    // 1280 px less the navigation and the page's padding leaves about 1026 px; a selection column needs ~40.
    expect(width).toBeLessThanOrEqual(1026 - 40);
    expect(prefs.order).toContain('utmSource');
    expect(prefs.order).toContain('locationUnitId');
  });

  it('repairs stored junk: unknown ids dropped, missing ones added, widths clamped', () => {
    const prefs = normalizeColumnPrefs({
      order: ['email', 'ghost', 'email', 'id'],
      visibility: { email: false, ghost: true, utmSource: true },
      sizing: { id: 5, name: 10_000, ghost: 100, phone: Number.NaN },
    });
    expect(prefs.order.slice(0, 2)).toEqual(['email', 'id']);
    expect([...prefs.order].sort()).toEqual([...LEAD_FIELD_IDS].sort());
    expect(prefs.visibility.email).toBe(false);
    expect(prefs.visibility.utmSource).toBe(true);
    expect(prefs.visibility).not.toHaveProperty('ghost');
    expect(prefs.sizing).toEqual({ id: 60, name: 600 });
  });

  it('survives unreadable storage', () => {
    localStorage.setItem('crm.leadList.columns.v1', '{not json');
    expect(readColumnPrefs()).toEqual(defaultColumnPrefs());
    localStorage.setItem('crm.leadList.columns.v1', JSON.stringify({ order: 'nope', visibility: [] }));
    expect(readColumnPrefs()).toEqual(defaultColumnPrefs());
  });

  it('opens compact, and keeps the density chosen; an unknown one reads as compact', () => {
    expect(defaultColumnPrefs().density).toBe('compact');
    expect(normalizeColumnPrefs({ density: 'comfortable' }).density).toBe('comfortable');
    expect(normalizeColumnPrefs({ density: 'roomy' }).density).toBe('compact');
  });

  it('reads back what it wrote', () => {
    const prefs = { ...defaultColumnPrefs(), sizing: { name: 250 }, density: 'comfortable' as const };
    writeColumnPrefs(prefs);
    expect(readColumnPrefs()).toEqual(prefs);
  });
});
