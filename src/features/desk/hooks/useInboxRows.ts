import { keepPreviousData, useQueries } from '@tanstack/react-query';
import type { Lead } from '@/api/schemas/lead';
import { deskQueries, type InboxCounts, type InboxQuestion } from '../queries';

/** Rows asked of the index at a time: a screen or two of them, never the whole inbox. */
export const INBOX_WINDOW = 100;

export interface InboxRows {
  /** Each group's count; null until the index first answers. */
  counts: InboxCounts | null;
  /** The lead at a row of the inbox's order, if its window has come. */
  leadAt(row: number): Lead | undefined;
  /** Every lead that has come, in order (to find where a focused lead went). */
  loaded(): { row: number; lead: Lead }[];
}

/**
 * The inbox's rows in view (first to last), asked a window at a time. The first window always comes too: it
 * carries the counts, and the top of the list is where new leads arrive.
 */
export function useInboxRows(question: InboxQuestion, firstRow: number, lastRow: number): InboxRows {
  const windows = new Set<number>([0]);
  for (
    let page = Math.floor(Math.max(0, firstRow) / INBOX_WINDOW);
    page * INBOX_WINDOW <= lastRow;
    page += 1
  ) {
    windows.add(page);
  }
  const pages = [...windows].sort((a, b) => a - b);
  const answers = useQueries({
    queries: pages.map((page) => ({
      ...deskQueries.inbox(question, page * INBOX_WINDOW, (page + 1) * INBOX_WINDOW),
      placeholderData: keepPreviousData,
    })),
  });
  const counts = answers[0]?.data?.counts ?? null;
  const datas = answers.map((answer) => answer.data);
  const leadAt = (row: number) => {
    for (const data of datas) {
      if (data && row >= data.start && row < data.start + data.leads.length)
        return data.leads[row - data.start];
    }
    return undefined;
  };
  const loaded = () =>
    datas.flatMap((data) =>
      data ? data.leads.map((lead, index) => ({ row: data.start + index, lead })) : [],
    );
  return { counts, leadAt, loaded };
}
