import type { ImportRowData } from '../read/prepareRows';

export type DuplicateChoice = 'skip' | 'import';

export interface DuplicateChoices {
  file: DuplicateChoice;
  crm: DuplicateChoice;
}

/** What the preview says of a row, and whether it would be sent. */
export type PreviewStatus =
  | { kind: 'ready' }
  | { kind: 'problem' }
  | { kind: 'fileDuplicate'; of: number }
  | { kind: 'crmDuplicate'; leadId: number };

export function previewStatus(row: ImportRowData, crmLeadId: number | null): PreviewStatus {
  if (row.problems.length > 0) return { kind: 'problem' };
  if (row.duplicateOf !== null) return { kind: 'fileDuplicate', of: row.duplicateOf };
  if (crmLeadId !== null) return { kind: 'crmDuplicate', leadId: crmLeadId };
  return { kind: 'ready' };
}

export function isSent(status: PreviewStatus, choices: DuplicateChoices): boolean {
  if (status.kind === 'ready') return true;
  if (status.kind === 'fileDuplicate') return choices.file === 'import';
  if (status.kind === 'crmDuplicate') return choices.crm === 'import';
  return false;
}
