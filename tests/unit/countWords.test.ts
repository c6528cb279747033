import { describe, expect, it } from 'vitest';
import { boardMessages } from '@/features/board/messages';
import { dashboardMessages } from '@/features/dashboard/messages';
import { importMessages } from '@/features/import/messages';
import { sourceNoteMessages } from '@/features/leadFilters/components/sourceNoteMessages';
import { quickFindMessages } from '@/features/quickFind/components/quickFindMessages';
import { leadIndexMessages } from '@/features/quickFind/messages';
import { interpolate, type Locale } from '@/shared/i18n/locale';

function say<Keys extends string>(
  messages: { en: Record<Keys, string>; ru: Record<Keys, string> },
  locale: Locale,
  key: Keys,
  params: Record<string, string | number>,
): string {
  // Russian groups digits with a no-break space; the test compares plain spaces.
  return interpolate(messages[locale][key], params, locale).replace(/[\u00a0\u202f]/g, ' ');
}

describe('counts on screen follow the plural rules', () => {
  it('words a board column of 1, 861 and 1793 leads', () => {
    const total = (locale: Locale, count: number) =>
      say(boardMessages, locale, 'columnTotal', { count, cost: '0 ₽' });
    expect(total('ru', 861)).toBe('861 лид · 0 ₽');
    expect(total('ru', 1793)).toBe('1 793 лида · 0 ₽');
    expect(total('ru', 25)).toBe('25 лидов · 0 ₽');
    expect(total('en', 1)).toBe('1 lead · 0 ₽');
    expect(total('en', 2)).toBe('2 leads · 0 ₽');
    expect(say(boardMessages, 'ru', 'columnLabel', { stage: 'Новый', count: 1 })).toBe('Новый: 1 лид');
    expect(say(boardMessages, 'en', 'columnLabel', { stage: 'New', count: 1 })).toBe('New: 1 lead');
  });

  it('words the dashboard’s summaries', () => {
    expect(
      say(dashboardMessages, 'ru', 'groupSummary', { groups: 3, top: 'Авито', count: 861, share: '48 %' }),
    ).toBe('Групп: 3; больше всего — Авито: 861 лид (48 %).');
    expect(
      say(dashboardMessages, 'ru', 'perDaySummary', { total: 1793, days: 31, day: '3 нояб.', max: 92 }),
    ).toBe('1 793 лида за 31 день; больше всего 3 нояб.: 92.');
    expect(say(dashboardMessages, 'en', 'perDaySummary', { total: 1, days: 1, day: 'Nov 3', max: 1 })).toBe(
      '1 lead over 1 day; the busiest day was Nov 3 with 1.',
    );
    expect(say(dashboardMessages, 'ru', 'openList', { label: '3 нояб.', count: 2 })).toBe(
      '3 нояб.: 2 лида, открыть список',
    );
    expect(say(dashboardMessages, 'ru', 'change', { change: '+5 %', days: 7 })).toBe(
      '+5 % к предыдущим 7 дням',
    );
    expect(say(dashboardMessages, 'en', 'changeFromZero', { days: 1 })).toBe('none in the previous day');
  });

  it('words the local copy’s coverage and the import’s rows', () => {
    expect(say(sourceNoteMessages, 'ru', 'fromIndexPartial', { indexed: 1200, expected: 1421 })).toBe(
      'Из локальной копии, она ещё заполняется: охвачено 1 200 из 1 421 лида.',
    );
    expect(say(leadIndexMessages, 'en', 'paused', { indexed: 1 })).toBe('Paused · 1 lead kept');
    expect(say(quickFindMessages, 'en', 'quickFindPartial', { indexed: 1, expected: 1 })).toBe(
      'Results cover 1 of 1 lead: the local copy is still filling.',
    );
    expect(say(importMessages, 'en', 'start', { count: 1 })).toBe('Import 1 row');
    expect(say(importMessages, 'ru', 'crmCheckBounded', { count: 5000 })).toBe(
      'Проверено по последним 5 000 лидам CRM.',
    );
  });
});
