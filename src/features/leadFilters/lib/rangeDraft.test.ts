import { describe, expect, it } from 'vitest';
import { applyDraft, draftFromSearch, EMPTY_DRAFT } from './rangeDraft';

const MOSCOW = 'Europe/Moscow';

describe('applyDraft: the custom range form', () => {
  it('asks for at least one date', () => {
    expect(applyDraft(EMPTY_DRAFT, MOSCOW)).toEqual({ ok: false, problem: 'needOneDate' });
  });

  it('refuses an end before the start', () => {
    const draft = { ...EMPTY_DRAFT, fromDate: '2026-03-10', toDate: '2026-03-05' };
    expect(applyDraft(draft, MOSCOW)).toEqual({ ok: false, problem: 'endBeforeStart' });
  });

  it('accepts a start time later on the end day, since a date-only end covers the whole day', () => {
    const draft = { ...EMPTY_DRAFT, fromDate: '2026-03-05', fromTime: '18:00', toDate: '2026-03-05' };
    expect(applyDraft(draft, MOSCOW)).toEqual({ ok: true, from: '2026-03-05T18:00', to: '2026-03-05' });
  });

  it('refuses an end time before the start time on the same day', () => {
    const draft = { fromDate: '2026-03-05', fromTime: '18:00', toDate: '2026-03-05', toTime: '09:00' };
    expect(applyDraft(draft, MOSCOW)).toEqual({ ok: false, problem: 'endBeforeStart' });
  });

  it('refuses an impossible date', () => {
    expect(applyDraft({ ...EMPTY_DRAFT, fromDate: '2026-02-30' }, MOSCOW)).toEqual({
      ok: false,
      problem: 'badDate',
    });
  });

  it('ignores a time without its date, and drops seconds some browsers add', () => {
    expect(
      applyDraft({ ...EMPTY_DRAFT, fromTime: '10:00', toDate: '2026-03-05', toTime: '10:30:15' }, MOSCOW),
    ).toEqual({
      ok: true,
      to: '2026-03-05T10:30',
    });
  });

  it('fills the form back from the URL', () => {
    expect(draftFromSearch({ from: '2026-03-01T09:00', to: '2026-03-02' })).toEqual({
      fromDate: '2026-03-01',
      fromTime: '09:00',
      toDate: '2026-03-02',
      toTime: '',
    });
  });
});
