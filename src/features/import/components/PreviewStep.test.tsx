import { queryOptions } from '@tanstack/react-query';
import { act, configure, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ContactMatches } from '@/localIndex/contacts';
import type { IndexStatus } from '@/localIndex/status';
import { wireLead } from '../../../../tests/support/leadFixtures';
import { setupMswServer } from '../../../../tests/support/msw';
import { renderWithProviders, TEST_API } from '../../../../tests/support/renderWithProviders';
import type { NameCatalogs } from '../read/nameMatching';
import type { ImportRowData } from '../read/prepareRows';
import type { ReadSummary } from '../read/readCsv';
import { PreviewStep } from './PreviewStep';

// A wait limit, not a speed target: the machine running the tests may be shared and slow.
configure({ asyncUtilTimeout: 10_000 });

/** The local index as the page sees it: its answer to "which of these contacts are leads?", as it fills. */
const index = vi.hoisted(() => ({
  answer: null as ContactMatches | null,
  askedFor: [] as string[][],
  status: null as Pick<IndexStatus, 'phase' | 'complete'> | null,
}));

vi.mock('@/features/quickFind', () => ({
  useIndexStatusOf: <T,>(select: (status: IndexStatus | null) => T) =>
    select(index.status as IndexStatus | null),
  leadIndexQueries: {
    contacts: (keys: readonly string[], keysId: string) =>
      queryOptions({
        queryKey: ['leadIndex', 'contacts', keysId],
        queryFn: async () => {
          index.askedFor.push([...keys]);
          if (!index.answer) throw new Error('no answer set');
          return index.answer;
        },
        staleTime: Number.POSITIVE_INFINITY,
      }),
  },
}));

const summary: ReadSummary = {
  ok: true,
  encoding: 'utf-8',
  bom: false,
  separator: ';',
  header: ['Name', 'Phone', 'Source'],
  rowCount: 2,
  samples: [],
};

const catalogs: NameCatalogs = {
  sourceId: [{ id: 2, name: 'Сайт' }],
  funnelStageId: [
    { id: 1, name: 'Новый' },
    { id: 2, name: 'В работе' },
  ],
  userIdOwner: [],
  locationCityId: [],
  locationUnitId: [],
};

const row = (index: number, phone: string, key: string): ImportRowData => ({
  index,
  values: { name: `Lead ${index}`, phone, sourceId: '2' },
  problems: [],
  duplicateOf: null,
  contactKeys: [key],
  cells: [`Lead ${index}`, phone, 'Сайт'],
});

const rows = [
  row(0, '+7 916 000-00-01', 'phone:+79160000001'),
  row(1, '+7 916 000-00-02', 'phone:+79160000002'),
];

describe('PreviewStep: already in the CRM', () => {
  const server = setupMswServer();

  it('checks against the local index, says how far it covers while it fills, and checks again as it completes', async () => {
    // jsdom has no Web Workers; a browser that has them asks the index.
    vi.stubGlobal('Worker', class {});
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    index.answer = {
      matches: [],
      coverage: { indexed: 12_400, expected: 30_000, complete: false, syncedAt: null, coveredSince: null },
    };
    const prepare = vi.fn(async () => rows);
    const { queryClient } = renderWithProviders(
      <PreviewStep
        summary={summary}
        catalogs={catalogs}
        prepare={prepare}
        onReread={() => undefined}
        onStart={() => undefined}
        starting={false}
      />,
    );
    expect(
      await screen.findByText(
        'Checked against 12,400 of 30,000 leads; the rest when the local index has them.',
      ),
    ).toBeVisible();
    expect(screen.getByText(/Already in the CRM: 0\./)).toBeVisible();
    expect(index.askedFor[0]).toEqual(['phone:+79160000001', 'phone:+79160000002']);
    // The first stage is offered for rows without one, preselected.
    expect(screen.getByLabelText('Stage for rows without one')).toHaveValue('1');
    expect(prepare).toHaveBeenLastCalledWith(
      expect.objectContaining({ defaults: { sourceId: '', funnelStageId: '1', userIdOwner: '' } }),
      'en',
    );

    // The index has filled: its answers are refreshed, as the connection does on every change.
    index.answer = {
      matches: [['phone:+79160000002', 77]],
      coverage: { indexed: 30_000, expected: 30_000, complete: true, syncedAt: 1, coveredSince: null },
    };
    await act(() => queryClient.invalidateQueries({ queryKey: ['leadIndex'] }));
    expect(await screen.findByText('Checked against all 30,000 leads of the CRM.')).toBeVisible();
    expect(screen.getByText(/Already in the CRM: 1\./)).toBeVisible();
  });

  it('reads the CRM instead when the index was paused before it held every lead', async () => {
    vi.stubGlobal('Worker', class {});
    index.status = { phase: 'paused', complete: false };
    onTestFinished(() => {
      vi.unstubAllGlobals();
      index.status = null;
    });
    server.use(
      http.get(`${TEST_API}/lead`, () =>
        HttpResponse.json({
          data: [wireLead({ id: 5, phone: 79160000001 })],
          meta: { current_page: 1, last_page: 1, per_page: 100, total: 1 },
        }),
      ),
    );
    index.askedFor.length = 0;
    renderWithProviders(
      <PreviewStep
        summary={summary}
        catalogs={catalogs}
        prepare={async () => rows}
        onReread={() => undefined}
        onStart={() => undefined}
        starting={false}
      />,
    );
    expect(await screen.findByText('Checked against all 1 lead of the CRM.')).toBeVisible();
    expect(screen.getByText(/Already in the CRM: 1\./)).toBeVisible();
    expect(index.askedFor).toEqual([]);
  });
});
