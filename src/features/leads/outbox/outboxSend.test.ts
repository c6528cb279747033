import { describe, expect, it, vi } from 'vitest';
import { UnauthenticatedError, ValidationError } from '@/api/errors';
import type { Lead, LeadWrite } from '@/api/schemas/lead';
import { makeLead } from '@/localIndex/testing/fakeCrm';
import type { BatchUpdate } from '@/shared/batch';
import { isLeadFromCreate } from '../lib/findCreatedLead';
import { createOutboxRunner } from './outboxSend';
import type { OutboxItem } from './outboxTypes';

/** A CRM of a few leads, each PUT moving the lead's dtUpdate on. */
function setUp(queued: (Pick<OutboxItem, 'leadId' | 'changes'> & Partial<OutboxItem>)[]) {
  const leads = new Map<number, Lead>(
    [100, 101].map((id) => [id, makeLead(id, { name: `Lead ${id}`, dtUpdate: 1_000 })]),
  );
  const puts: [number, LeadWrite][] = [];
  let putError: Error | null = null;
  const posts: LeadWrite[] = [];
  /** What the CRM holds of creates whose answer was lost (the lookup's answer). */
  const createdUnanswered: Lead[] = [];
  const items: OutboxItem[] = queued.map(({ leadId, changes, ...rest }, index) => ({
    jobId: 'outbox',
    index,
    state: 'pending',
    fieldErrors: null,
    reason: null,
    sentAt: null,
    leadId,
    leadName: `Lead ${leadId}`,
    changes,
    baseDtUpdate: 1_000,
    after: null,
    conflict: false,
    force: false,
    ...rest,
  }));
  const journal = new Map(items.map((item) => [item.index, item]));
  const runner = createOutboxRunner(items, {
    journal: {
      updateItem: async (_job: string, index: number, update: BatchUpdate<OutboxItem>) => {
        const item = journal.get(index);
        if (item) journal.set(index, { ...item, ...update });
      },
      setStatus: async () => undefined,
    },
    getLead: async (id) => leads.get(id) ?? makeLead(id),
    updateLead: async (id, changes) => {
      if (putError) throw putError;
      puts.push([id, changes]);
      const lead = leads.get(id) ?? makeLead(id);
      const saved = { ...lead, ...changes, dtUpdate: (lead.dtUpdate ?? 0) + 1 } as Lead;
      leads.set(id, saved);
      return saved;
    },
    createLead: async (values) => {
      posts.push(values);
      const lead = makeLead(500 + posts.length, { ...values, sourceId: null, dtUpdate: 3_000 });
      leads.set(lead.id, lead);
      return lead;
    },
    findCreatedLead: async (sent) => createdUnanswered.find((lead) => isLeadFromCreate(lead, sent)) ?? null,
    rateLimit: () => ({ limit: null, remaining: null, waitingUntil: null }),
    describeFailure: (error) => String(error),
    changedElsewhere: 'changed elsewhere',
  });
  return {
    runner,
    puts,
    posts,
    createdUnanswered,
    leads,
    journal,
    failPuts: (error: Error) => {
      putError = error;
    },
  };
}

const settled = (runner: ReturnType<typeof setUp>['runner']) =>
  vi.waitFor(() => expect(['finished', 'signInNeeded']).toContain(runner.getSnapshot().phase));

describe('the outbox runner', () => {
  it('sends each change once, in order, with only its fields; a second change of a lead follows its first', async () => {
    const { runner, puts } = setUp([
      { leadId: 101, changes: { name: 'B' } },
      { leadId: 100, changes: { cost: 5 } },
      { leadId: 101, changes: { funnelStageId: 3 } },
    ]);
    runner.start();
    await settled(runner);
    expect(puts).toEqual([
      [101, { name: 'B' }],
      [100, { cost: 5 }],
      [101, { funnelStageId: 3 }],
    ]);
  });

  it('holds a change to a lead changed in the CRM since it was read, for the person to choose', async () => {
    const { runner, puts, leads } = setUp([{ leadId: 100, changes: { name: 'Mine' } }]);
    leads.set(100, { ...(leads.get(100) as Lead), name: 'Theirs', dtUpdate: 2_000 });
    runner.start();
    await settled(runner);
    expect(puts).toEqual([]);
    expect(runner.getSnapshot().items.get(0)).toMatchObject({ state: 'skipped', conflict: true });
  });

  it('puts a 422 on the change, and stops for sign-in on a 401 keeping the change', async () => {
    const refused = setUp([{ leadId: 100, changes: { email: 'x' } }]);
    refused.failPuts(new ValidationError('The given data was invalid.', { email: ['Bad e-mail.'] }));
    refused.runner.start();
    await settled(refused.runner);
    expect(refused.runner.getSnapshot().items.get(0)).toMatchObject({
      state: 'refused',
      fieldErrors: { email: ['Bad e-mail.'] },
    });

    const expired = setUp([{ leadId: 100, changes: { name: 'Later' } }]);
    expired.failPuts(new UnauthenticatedError());
    expired.runner.start();
    await settled(expired.runner);
    expect(expired.runner.getSnapshot().phase).toBe('signInNeeded');
    expect(expired.journal.get(0)?.state).not.toBe('done');
  });

  it('creates a lead kept offline once, in order with the changes around it', async () => {
    const { runner, puts, posts, journal } = setUp([
      { leadId: 100, changes: { name: 'First' } },
      { kind: 'create', leadId: 0, changes: { name: 'New one', phone: '79031112233' } },
      { leadId: 101, changes: { cost: 7 } },
    ]);
    runner.start();
    await settled(runner);
    expect(posts).toEqual([{ name: 'New one', phone: '79031112233' }]);
    expect(puts).toEqual([
      [100, { name: 'First' }],
      [101, { cost: 7 }],
    ]);
    expect(journal.get(1)).toMatchObject({ state: 'done', leadId: 501 });
  });

  it('looks for a new lead whose answer was lost before creating it again', async () => {
    const lostAnswer = { kind: 'create' as const, leadId: 0, state: 'sending' as const, sentAt: Date.now() };
    const found = setUp([{ ...lostAnswer, changes: { name: 'Made', phone: '79031112233' } }]);
    found.createdUnanswered.push(
      makeLead(900, { name: 'Made', phone: '79031112233', dtCreate: Math.floor(Date.now() / 1000) }),
    );
    found.runner.start();
    await settled(found.runner);
    expect(found.posts).toEqual([]);
    expect(found.journal.get(0)).toMatchObject({ state: 'done', leadId: 900 });

    const notMade = setUp([{ ...lostAnswer, changes: { name: 'Not made', phone: '79035556677' } }]);
    notMade.runner.start();
    await settled(notMade.runner);
    expect(notMade.posts).toEqual([{ name: 'Not made', phone: '79035556677' }]);
  });
});
