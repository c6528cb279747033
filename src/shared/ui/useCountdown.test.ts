import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './useCountdown';

afterEach(() => {
  vi.useRealTimers();
});

describe('useCountdown', () => {
  it('counts whole seconds down to the moment, and is null with nothing to wait for', () => {
    vi.useFakeTimers();
    const until = Date.now() + 2500;
    const { result, rerender } = renderHook(({ at }: { at: number | null }) => useCountdown(at), {
      initialProps: { at: until as number | null },
    });
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toBe(0);
    rerender({ at: null });
    expect(result.current).toBeNull();
  });
});
