import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCatalog } from './catalog.ts';
import type { Paginated } from './leads/pagination.ts';
import { startSandbox } from './server.ts';
import {
  type LeadJson,
  passwordGrant,
  startTestSandbox,
  type TestSandbox,
  type TokenBody,
} from './testing/harness.ts';

const DAY = 24 * 60 * 60;
let api: TestSandbox;
let leads: LeadJson[];
let token: string;

async function allLeads(sandbox: TestSandbox, accessToken: string): Promise<LeadJson[]> {
  const result: LeadJson[] = [];
  for (let page = 1; page <= 100; page += 1) {
    const { body } = await sandbox.call<Paginated<LeadJson>>('GET', `/lead?per_page=500&page=${page}`, {
      token: accessToken,
    });
    result.push(...body.data);
    if (body.links.next === null) break;
  }
  return result;
}

beforeAll(async () => {
  api = await startTestSandbox({ leadCount: undefined });
  token = await api.login();
  leads = await allLeads(api, token);
});
afterAll(async () => {
  await api.close();
});

describe('seeding a new database', () => {
  // Seeding speed is measured by hand (about 0.2 s), not asserted: a timed test fails on a busy machine.
  it('creates 5,000 leads by default', () => {
    expect(leads).toHaveLength(5000);
  });

  it('spreads them over the last 180 days', () => {
    const now = Math.floor(Date.now() / 1000);
    const times = leads.map((lead) => lead.dtCreate);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(now - 180 * DAY - 60);
    expect(Math.min(...times)).toBeLessThan(now - 170 * DAY);
    expect(Math.max(...times)).toBeLessThanOrEqual(now);
    expect(Math.max(...times)).toBeGreaterThan(now - 2 * DAY);
    expect(leads.every((lead) => lead.dtUpdate >= lead.dtCreate && lead.dtUpdate <= now)).toBe(true);
  });

  it('gives Russian names, +7 9xx phones and e-mails', () => {
    const named = leads.filter((lead) => lead.name !== null);
    expect(named.length).toBeGreaterThan(4000);
    expect(named.every((lead) => /^[А-ЯЁа-яё ]+$/.test(String(lead.name)))).toBe(true);
    expect(leads.every((lead) => lead.phone !== null || lead.email !== null)).toBe(true);
    expect(leads.every((lead) => lead.phone === null || /^79\d{9}$/.test(String(lead.phone)))).toBe(true);
    expect(leads.every((lead) => lead.email === null || /^[a-z.]+\d+@[a-z.]+$/.test(lead.email))).toBe(true);
  });

  it('computes firstId and otherCount from leads sharing a phone or e-mail', () => {
    const byContact = new Map<string, number[]>();
    const keysOf = (lead: LeadJson) =>
      [lead.phone === null ? null : `p:${lead.phone}`, lead.email === null ? null : `e:${lead.email}`].filter(
        (key): key is string => key !== null,
      );
    for (const lead of leads) {
      for (const key of keysOf(lead)) byContact.set(key, [...(byContact.get(key) ?? []), lead.id]);
    }
    let duplicates = 0;
    for (const lead of leads) {
      const others = new Set(keysOf(lead).flatMap((key) => byContact.get(key) ?? []));
      others.delete(lead.id);
      const earlier = [...others].filter((id) => id < lead.id);
      expect(lead.otherCount).toBe(others.size);
      expect(lead.firstId).toBe(earlier.length > 0 ? Math.min(...earlier) : null);
      if (lead.firstId !== null) duplicates += 1;
    }
    expect(duplicates / leads.length).toBeGreaterThan(0.1);
    expect(duplicates / leads.length).toBeLessThan(0.25);
  });

  it('uses the catalog and the employees for references', async () => {
    const ids = (entries: { id: number }[]) => new Set(entries.map((entry) => entry.id));
    const employees = await api.call<{ data: { id: number }[] }>('GET', '/user/all-list', { token });
    const employeeIds = ids(employees.body.data);
    const sources = ids(sandboxCatalog.sources);
    const stages = ids(sandboxCatalog.funnelStages);
    const officeCity = new Map(sandboxCatalog.offices.map((office) => [office.id, office.cityId]));
    for (const lead of leads) {
      expect(sources.has(Number(lead.sourceId))).toBe(true);
      expect(stages.has(Number(lead.funnelStageId))).toBe(true);
      if (lead.locationUnitId !== null)
        expect(officeCity.get(Number(lead.locationUnitId))).toBe(lead.locationCityId);
      if (lead.userIdOwner !== null) expect(employeeIds.has(Number(lead.userIdOwner))).toBe(true);
    }
    const share = (field: string) => leads.filter((lead) => lead[field] !== null).length / leads.length;
    expect(share('userIdOwner')).toBeGreaterThan(0.7);
    expect(share('cost')).toBeGreaterThan(0.2);
    expect(share('cost')).toBeLessThan(0.6);
    expect(share('utmSource')).toBeGreaterThan(0.05);
    expect(share('ip')).toBeGreaterThan(0.05);
    expect(share('referrer')).toBeGreaterThan(0.05);
    expect(share('remoteId')).toBeGreaterThan(0.05);
    expect(share('clientId')).toBeGreaterThan(0.01);
    expect(share('contractId')).toBeGreaterThan(0.005);
    expect(new Set(leads.map((lead) => lead.sourceId)).size).toBe(sandboxCatalog.sources.length);
  });

  it('is deterministic: two fresh sandboxes seed the same people', async () => {
    const contacts = (list: LeadJson[]) =>
      list.map((lead) => [lead.id, lead.name, lead.phone, lead.email, lead.sourceId, lead.otherCount]);
    const [one, two] = await Promise.all([
      startTestSandbox({ leadCount: 300 }),
      startTestSandbox({ leadCount: 300 }),
    ]);
    try {
      const first = await allLeads(one, await one.login());
      const second = await allLeads(two, await two.login());
      expect(first).toHaveLength(300);
      expect(contacts(second)).toEqual(contacts(first));
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});

describe('restarting over the same data folder', () => {
  it('keeps the data and does not seed again', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'crm-sandbox-restart-'));
    const options = { dataDir, port: 0, quiet: true };
    try {
      const first = await startSandbox({ ...options, leadCount: 20 });
      await first.close();
      const second = await startSandbox({ ...options, leadCount: 999 });
      try {
        const login = await fetch(`${second.url}/oauth/token`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(passwordGrant),
        });
        const { access_token } = (await login.json()) as TokenBody;
        const page = await fetch(`${second.url}/lead`, {
          headers: { Authorization: `Bearer ${access_token}` },
        });
        const body = (await page.json()) as Paginated<LeadJson>;
        expect(body.meta.total).toBe(20);
        expect(second.databaseFile).toBe(path.join(dataDir, 'sandbox.sqlite'));
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
