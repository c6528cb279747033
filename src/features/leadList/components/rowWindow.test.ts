import { describe, expect, it } from 'vitest';
import { ROW_HEIGHTS, scrollToRow } from './rowWindow';

const ROW_HEIGHT = ROW_HEIGHTS.compact;

/** A scroll area 10 rows tall (its sticky header row included), scrolled to a given offset. */
function scroller(scrollTop: number): HTMLElement {
  const element = document.createElement('div');
  Object.defineProperty(element, 'clientHeight', { value: ROW_HEIGHT * 10 });
  element.scrollTop = scrollTop;
  return element;
}

describe('scrollToRow', () => {
  it('leaves a row that is in view where it is', () => {
    const element = scroller(ROW_HEIGHT * 5);
    scrollToRow(element, 8, 'auto', ROW_HEIGHT);
    expect(element.scrollTop).toBe(ROW_HEIGHT * 5);
  });

  it('brings a row above the view to just below the sticky header, not under it', () => {
    const element = scroller(ROW_HEIGHT * 20);
    scrollToRow(element, 3, 'auto', ROW_HEIGHT);
    // Row 3 starts 4 rows down (the header row first); the header covers the top row of the view.
    expect(element.scrollTop).toBe(ROW_HEIGHT * 3);
  });

  it('brings a row below the view up to its bottom edge', () => {
    const element = scroller(0);
    scrollToRow(element, 30, 'auto', ROW_HEIGHT);
    expect(element.scrollTop).toBe(ROW_HEIGHT * 32 - ROW_HEIGHT * 10);
  });

  it('centres a row when asked to', () => {
    const element = scroller(0);
    scrollToRow(element, 40, 'center', ROW_HEIGHT);
    expect(element.scrollTop).toBe(ROW_HEIGHT * 41 + ROW_HEIGHT / 2 - ROW_HEIGHT * 5);
  });
});
