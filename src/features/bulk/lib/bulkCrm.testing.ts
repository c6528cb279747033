import { NotFoundError } from '@/api/errors';
import type { RequestOptions } from '@/api/http';
import type { Lead, LeadWrite } from '@/api/schemas/lead';
import type { BatchStatus, BatchUpdate } from '@/shared/batch/batchTypes';
import type { BulkSendDeps } from './bulkRunner';
import type { BulkField, BulkItem } from './bulkTypes';

/** Requests the CRM received, by kind. */
export interface RequestCounts {
  get: number;
  list: number;
  put: number;
}

/**
 * A CRM for bulk-change tests: leads by id, the list narrowed by dtCreate (newest first, one page, a total), a
 * clock that moves `msPerRequest` with every request, and a record of what was read when and what was PUT.
 */
export class BulkCrm {
  readonly leads = new Map<number, Lead>();
  readonly requests: RequestCounts = { get: 0, list: 0, put: 0 };
  readonly puts: Array<{ id: number; body: LeadWrite; at: number }> = [];
  /** When each lead was last read (its own GET or a window that returned it), in clock ms. */
  readonly lastRead = new Map<number, number>();
  /** Called after each PUT took effect, with how many there have been; may throw to lose the answer. */
  afterPut: (count: number, id: number) => void = () => undefined;
  /** What the list does instead of answering (a CRM that refuses the window), or null. */
  listFails: (() => Error) | null = null;
  clock = 1_800_000_000_000;

  constructor(
    leads: Iterable<Lead>,
    private readonly msPerRequest = 0,
  ) {
    for (const lead of leads) this.leads.set(lead.id, lead);
  }

  /** Someone else changes the lead: its value and its dtUpdate move. */
  editElsewhere(id: number, field: BulkField, value: number): void {
    const lead = this.leads.get(id);
    if (lead) this.leads.set(id, { ...lead, [field]: value, dtUpdate: this.nextDtUpdate(lead) });
  }

  deps(journal: MemoryJournal): BulkSendDeps {
    return {
      journal,
      getLead: async (id, options) => {
        this.tick('get', options);
        const lead = this.leads.get(id);
        if (!lead) throw new NotFoundError();
        this.lastRead.set(id, this.clock);
        return lead;
      },
      listCreated: async (from, to, perPage, options) => {
        this.tick('list', options);
        if (this.listFails) throw this.listFails();
        const inside = [...this.leads.values()]
          .filter((lead) => from <= lead.dtCreate && lead.dtCreate <= to)
          .sort((a, b) => b.dtCreate - a.dtCreate || b.id - a.id);
        const page = inside.slice(0, perPage);
        for (const lead of page) this.lastRead.set(lead.id, this.clock);
        return { leads: page, total: inside.length };
      },
      updateLead: async (id, changes, options) => {
        this.tick('put', options);
        const lead = this.leads.get(id);
        if (!lead) throw new NotFoundError();
        const saved = { ...lead, ...changes, dtUpdate: this.nextDtUpdate(lead) } as Lead;
        this.leads.set(id, saved);
        this.puts.push({ id, body: changes, at: this.clock });
        this.afterPut(this.puts.length, id);
        return saved;
      },
      rateLimit: () => ({ limit: 1000, remaining: 900, waitingUntil: null }),
      describeFailure: (error) => (error instanceof Error ? error.message : String(error)),
      changedElsewhere: 'Changed elsewhere',
      now: () => this.clock,
      sleep: () => Promise.resolve(),
    };
  }

  /** Counts the request; one asked for after the page went away (its signal aborted) is never sent. */
  private tick(kind: keyof RequestCounts, options: RequestOptions): void {
    if (options.signal?.aborted) throw new DOMException('The request was aborted', 'AbortError');
    this.requests[kind] += 1;
    this.clock += this.msPerRequest;
  }

  private nextDtUpdate(lead: Lead): number {
    return Math.max((lead.dtUpdate ?? 0) + 1, Math.floor(this.clock / 1000));
  }
}

/** The journal as IndexedDB would keep it: what a reload reads back. */
export class MemoryJournal {
  readonly items = new Map<number, BulkItem>();
  status: BatchStatus = 'running';

  constructor(items: readonly BulkItem[]) {
    for (const item of items) this.items.set(item.index, item);
  }

  updateItem = async (_jobId: string, index: number, update: BatchUpdate<BulkItem>): Promise<void> => {
    const item = this.items.get(index);
    if (item) this.items.set(index, { ...item, ...update });
  };

  setStatus = async (_jobId: string, status: BatchStatus): Promise<void> => {
    this.status = status;
  };

  read(): BulkItem[] {
    return [...this.items.values()];
  }
}

/** A job's item for a lead as the plan saw it. */
export function bulkItem(index: number, lead: Lead, field: BulkField, value: number): BulkItem {
  return {
    jobId: 'job',
    index,
    state: 'pending',
    fieldErrors: null,
    reason: null,
    sentAt: null,
    leadId: lead.id,
    field,
    value,
    before: lead[field],
    dtUpdate: lead.dtUpdate,
    dtCreate: lead.dtCreate,
    force: false,
    current: null,
    after: null,
  };
}
