import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { funnelOf } from '@/localIndex/funnel';
import { renderWithProviders } from '../../../../tests/support/renderWithProviders';
import { FunnelChart } from './FunnelChart';

const names: Record<number, string> = { 1: 'Новый', 2: 'В работе', 6: 'Успешно', 7: 'Отказ' };
const stageName = (id: number) => names[id] ?? `#${id}`;
const search = { page: 1, perPage: 25 } as Parameters<typeof FunnelChart>[0]['search'];

/** 4 new, 3 in work, 1 won, 12 lost: the sandbox's shape in small. */
const leads = [
  ...Array.from({ length: 4 }, (_, n) => ({ id: n + 1, funnelStageId: 1 })),
  ...Array.from({ length: 3 }, (_, n) => ({ id: n + 5, funnelStageId: 2 })),
  { id: 8, funnelStageId: 6 },
  ...Array.from({ length: 12 }, (_, n) => ({ id: n + 9, funnelStageId: 7 })),
];

describe('FunnelChart', () => {
  it('no longer says Отказ is the last stage: lost leads leave the funnel, won ones convert', () => {
    const funnel = funnelOf(leads, [
      { id: 1, outcome: null },
      { id: 2, outcome: null },
      { id: 6, outcome: 'won' },
      { id: 7, outcome: 'lost' },
    ]);
    renderWithProviders(
      <FunnelChart funnel={funnel} withoutStage={0} stageName={stageName} search={search} />,
      {
        locale: 'ru',
      },
    );
    const chart = screen.getByRole('region', { name: 'Воронка' });
    expect(chart).not.toHaveTextContent(/последнего этапа/);
    expect(chart).toHaveTextContent(
      'В воронку вошли 20 лидов: успех — 1 (5 %, «Успешно»), отказ — 12 («Отказ»), в работе — 7.',
    );
    expect(screen.getByText('Выбыли из воронки')).toBeVisible();
    // The won stage is reached by the won lead alone, not by the twelve lost ones.
    expect(screen.getByRole('link', { name: /^Успешно/ })).toHaveTextContent('1 · дошли: 1 (5 %)');
  });

  it('without outcomes in the catalog keeps the old funnel and says conversion needs them', () => {
    const funnel = funnelOf(leads, [
      { id: 1, outcome: null },
      { id: 2, outcome: null },
      { id: 6, outcome: null },
      { id: 7, outcome: null },
    ]);
    renderWithProviders(
      <FunnelChart funnel={funnel} withoutStage={2} stageName={stageName} search={search} />,
    );
    const chart = screen.getByRole('region', { name: 'Funnel' });
    expect(chart).toHaveTextContent('20 leads entered the funnel; 12 (60%) reached its last stage, “Отказ”.');
    expect(chart).toHaveTextContent(/Conversion needs the account’s stage catalog to mark/);
  });
});
