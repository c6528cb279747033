import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToday } from './useToday';

afterEach(() => {
  vi.useRealTimers();
});

describe('useToday', () => {
  it('moves to the next day by itself after midnight in the zone', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T20:59:00Z')); // 23:59 in Moscow
    const { result } = renderHook(() => useToday('Europe/Moscow'));
    expect(result.current).toBe('2026-11-22');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(result.current).toBe('2026-11-23');
  });
});
