import { EMPTY_LEAD_FORM } from '@/shared/recordForms/lead/leadFormFields';
import { filledFields, toLeadWrite } from '@/shared/recordForms/lead/leadFormValues';
import type { ImportRowData } from '../read/prepareRows';
import type { JournalRow } from './journalTypes';

export interface RowDecision {
  row: ImportRowData;
  /** Null when the row is sent; otherwise why it is skipped, in the user's words. */
  skipReason: string | null;
}

/** The journal's rows at the start of an import: the sent ones with their request body, the rest skipped. */
export function journalRows(importId: string, decisions: readonly RowDecision[]): JournalRow[] {
  return decisions.map(({ row, skipReason }) => {
    const values = { ...EMPTY_LEAD_FORM, ...row.values };
    return {
      jobId: importId,
      index: row.index,
      cells: row.cells,
      shown: { name: values.name, phone: values.phone, email: values.email },
      payload: skipReason === null ? toLeadWrite(values, filledFields(values)) : null,
      contactKeys: row.contactKeys,
      state: skipReason === null ? 'pending' : 'skipped',
      leadId: null,
      fieldErrors: null,
      reason: skipReason,
      sentAt: null,
    };
  });
}
