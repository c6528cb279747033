import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStagedReveal } from './useStagedReveal';

describe('useStagedReveal', () => {
  it('draws two columns at first and the rest in later tasks, two at a time, until all are drawn', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const revealed = useStagedReveal(7);
      seen.push(revealed);
      return revealed;
    });
    expect(seen[0]).toBe(2);
    await waitFor(() => expect(result.current).toBeGreaterThanOrEqual(7));
    expect([...new Set(seen)]).toEqual([2, 4, 6, 8]);
  });

  it('keeps every column drawn once all were, and goes on when more columns come', async () => {
    const { result, rerender } = renderHook(({ columns }) => useStagedReveal(columns), {
      initialProps: { columns: 3 },
    });
    await waitFor(() => expect(result.current).toBe(4));
    rerender({ columns: 2 });
    expect(result.current).toBe(4);
    rerender({ columns: 9 });
    await waitFor(() => expect(result.current).toBe(10));
  });
});
