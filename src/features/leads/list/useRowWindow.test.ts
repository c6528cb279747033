import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRowWindow } from './useRowWindow';

function scroller(height: number): HTMLDivElement {
  const element = document.createElement('div');
  Object.defineProperty(element, 'clientHeight', { value: height });
  return element;
}

describe('useRowWindow', () => {
  it('renders the rows in view plus the overscan, padding for the rest, and follows the scroll', () => {
    const element = scroller(440); // a 40 px header and ten 40 px rows
    const { result } = renderHook(() =>
      useRowWindow({
        count: 500,
        rowHeight: 40,
        headerHeight: 40,
        overscan: 5,
        scrollRef: { current: element },
      }),
    );
    expect(result.current.indexes[0]).toBe(0);
    expect(result.current.indexes.at(-1)).toBe(15);
    expect(result.current.paddingBottom).toBe((500 - 16) * 40);

    act(() => {
      element.scrollTop = 4000;
      element.dispatchEvent(new Event('scroll'));
    });
    expect(result.current.indexes[0]).toBe(95);
    expect(result.current.indexes.at(-1)).toBe(115);
    expect(result.current.paddingTop).toBe(95 * 40);
  });

  it('scrolls just enough to show a row above or below the view', () => {
    const element = scroller(440);
    const { result } = renderHook(() =>
      useRowWindow({
        count: 500,
        rowHeight: 40,
        headerHeight: 40,
        overscan: 5,
        scrollRef: { current: element },
      }),
    );
    act(() => result.current.scrollToIndex(20));
    expect(element.scrollTop).toBe(21 * 40 - 400);
    act(() => result.current.scrollToIndex(3));
    expect(element.scrollTop).toBe(3 * 40);
  });
});
