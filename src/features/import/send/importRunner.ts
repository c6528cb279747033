import type { RequestOptions } from '@/api/http';
import type { RateLimitState } from '@/api/rateLimit';
import type { LeadWrite } from '@/api/schemas/lead';
import {
  BatchRunner,
  type RunnerJournal as BatchRunnerJournal,
  type RunnerDeps,
} from '@/shared/batch/batchRunner';
import type { JournalRow } from '../journal/journalTypes';

/** Where the import's runner writes each row's state: the import journal, or a test's fake. */
export type RunnerJournal = BatchRunnerJournal<JournalRow>;

export interface ImportSendDeps {
  journal: RunnerJournal;
  createLead(payload: LeadWrite, options: RequestOptions): Promise<{ id: number }>;
  /** The id of a lead created since `sentAt` with one of the keys, or null: see findCreatedLead. */
  findCreatedLead(
    keys: readonly string[],
    sentAt: number,
    options: RequestOptions,
    taken: ReadonlySet<number>,
  ): Promise<number | null>;
  rateLimit(): RateLimitState;
  describeFailure(error: unknown): string;
  now?(): number;
  sleep?(ms: number, signal: AbortSignal): Promise<void>;
}

export type ImportRunner = BatchRunner<JournalRow>;

/**
 * The import on the shared batch runner: each row is one POST /lead; a row whose answer was lost is looked up
 * by its phone and e-mail among the leads created since it went out, never sent twice.
 */
export function importRunnerDeps({
  createLead,
  findCreatedLead,
  ...shared
}: ImportSendDeps): RunnerDeps<JournalRow> {
  return {
    ...shared,
    async send(row, options) {
      if (row.payload === null) return { state: 'skipped' };
      const lead = await createLead(row.payload, options);
      return { state: 'done', leadId: lead.id };
    },
    async recover(row, rows, options) {
      if (row.sentAt === null) return null;
      const taken = new Set<number>();
      for (const other of rows.values()) if (other.leadId !== null) taken.add(other.leadId);
      const leadId = await findCreatedLead(row.contactKeys, row.sentAt, options, taken);
      return leadId === null ? null : { state: 'done', leadId };
    },
  };
}

export function createImportRunner(
  importId: string,
  rows: readonly JournalRow[],
  deps: ImportSendDeps,
  options?: ConstructorParameters<typeof BatchRunner>[3],
): ImportRunner {
  return new BatchRunner(importId, rows, importRunnerDeps(deps), options);
}
