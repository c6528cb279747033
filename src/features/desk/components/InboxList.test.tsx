import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Lead, LeadSchema } from '@/api/schemas/lead';
import { wireLead } from '../../../../tests/support/leadFixtures';
import { renderWithProviders } from '../../../../tests/support/renderWithProviders';
import type { InboxRows } from '../hooks/useInboxRows';
import type { InboxQuestion } from '../queries';
import { InboxList } from './InboxList';

/** The rows the index has answered, by row; the test says when a window "arrives" (a new render, as a query's). */
const index = vi.hoisted(() => ({
  answered: new Map<number, Lead>(),
  version: 0,
  listeners: new Set<() => void>(),
}));
vi.mock('../hooks/useInboxRows', () => ({
  useInboxRows: (): InboxRows => {
    useSyncExternalStore(
      (listener) => {
        index.listeners.add(listener);
        return () => index.listeners.delete(listener);
      },
      () => index.version,
    );
    return {
      counts: { answerNow: 6, late: 0, backlog: 0 },
      leadAt: (row) => index.answered.get(row),
      loaded: () => [...index.answered].map(([row, lead]) => ({ row, lead })),
    };
  },
}));

// jsdom has no layout: give the scroller a size, so the virtualiser draws rows.
beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});
afterAll(() => vi.restoreAllMocks());

const question: InboxQuestion = {
  rule: { firstStageId: 1, meId: 1, everyone: false },
  bounds: { targetSeconds: 900, backlogSeconds: 86_400 },
  backlogOpen: false,
  backlogNewestFirst: false,
  nowSeconds: 1_700_000_000,
};
const lead = (id: number) =>
  LeadSchema.parse(wireLead({ id, name: `Waiting ${id}`, userIdOwner: null, funnelStageId: 1 }));

function renderInbox() {
  const props = {
    question,
    pending: new Set<number>(),
    ownerName: () => 'Nobody',
    onAction: async () => undefined,
    onBacklog: () => undefined,
    fresh: new Set<number>(),
    announce: () => undefined,
    onCounts: () => undefined,
  };
  renderWithProviders(<InboxList {...props} />);
}

/** The index answers again with these leads from the first row on. */
function indexAnswers(ids: number[]) {
  index.answered = new Map(ids.map((id, row) => [row, lead(id)]));
  index.version += 1;
  act(() => {
    for (const listener of index.listeners) listener();
  });
}

describe('InboxList', () => {
  it('keeps the focus on a row whose window comes while it is focused, so the next keys still move', async () => {
    indexAnswers([100, 101, 102]);
    renderInbox();
    const user = userEvent.setup();

    const first = await screen.findByRole('row', { name: 'Waiting 100' });
    act(() => first.focus());
    await user.keyboard('jjj');
    // The fourth row is still on its way: its "Loading…" line holds the focus.
    expect(document.activeElement?.getAttribute('data-row')).toBe('3');
    expect(document.activeElement).toHaveAccessibleName('Loading…');

    indexAnswers([100, 101, 102, 103]);
    expect(document.activeElement).toBe(screen.getByRole('row', { name: 'Waiting 103' }));
    await user.keyboard('k');
    expect(document.activeElement).toBe(screen.getByRole('row', { name: 'Waiting 102' }));
  });

  it('hands the focus of a lead that left the inbox to the one that slid into its place', async () => {
    indexAnswers([200, 201, 202]);
    renderInbox();
    const user = userEvent.setup();

    act(() => screen.getByRole('row', { name: 'Waiting 201' }).focus());
    // Taken, here or by a colleague: the index answers without it.
    indexAnswers([200, 202]);
    expect(document.activeElement).toBe(screen.getByRole('row', { name: 'Waiting 202' }));
    await user.keyboard('k');
    expect(document.activeElement).toBe(screen.getByRole('row', { name: 'Waiting 200' }));
  });
});
