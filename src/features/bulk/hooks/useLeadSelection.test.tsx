import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@/shared/i18n/I18nProvider';
import { useLeadSelection } from './useLeadSelection';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider locale="en">{children}</I18nProvider>
);
const page1 = [1, 2, 3, 4, 5];
const page2 = [6, 7, 8];

describe('useLeadSelection', () => {
  it('keeps the choice across pages, takes Shift ranges, and clears when the filter changes, saying so', () => {
    const { result, rerender } = renderHook(({ filter }) => useLeadSelection(filter), {
      wrapper,
      initialProps: { filter: 'a' },
    });
    act(() => result.current.table.toggle(2, page1, false));
    act(() => result.current.table.toggle(4, page1, true));
    expect([...result.current.ids]).toEqual([2, 3, 4]);
    expect(result.current.table.pageState(page1)).toBe('some');

    act(() => result.current.table.togglePage(page2));
    expect(result.current.count).toBe(6);
    expect(result.current.table.pageState(page2)).toBe('all');
    act(() => result.current.table.togglePage(page2));
    expect(result.current.count).toBe(3);
    expect(result.current.table.rowLabel(7)).toBe('Select lead 7');

    rerender({ filter: 'b' });
    expect(result.current.count).toBe(0);
    expect(result.current.clearedByFilter).toBe(true);
    act(() => result.current.replace([9, 10]));
    expect(result.current.clearedByFilter).toBe(false);
    expect(result.current.count).toBe(2);
  });

  it('keeps the same table for a new filter when nothing was chosen, so the rows need not render again', () => {
    const { result, rerender } = renderHook(({ filter }) => useLeadSelection(filter), {
      wrapper,
      initialProps: { filter: 'a' },
    });
    const before = result.current.table;
    rerender({ filter: 'b' });
    expect(result.current.table).toBe(before);
    expect(result.current.clearedByFilter).toBe(false);
    act(() => result.current.table.toggle(1, page1, false));
    rerender({ filter: 'c' });
    expect(result.current.count).toBe(0);
    expect(result.current.clearedByFilter).toBe(true);
  });
});
