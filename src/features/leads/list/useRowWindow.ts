import { type RefObject, useCallback, useLayoutEffect, useState } from 'react';

export interface RowWindow {
  /** Indexes of the rows to render: those in view and `overscan` more on each side. */
  indexes: number[];
  paddingTop: number;
  paddingBottom: number;
  /** Scrolls as little as needed to bring the row fully into view below the sticky header. */
  scrollToIndex(index: number): void;
}

interface Viewport {
  top: number;
  height: number;
}

/**
 * Which rows of a fixed-height table are in view. Every row is `rowHeight` tall, so this is arithmetic on
 * the scroll position: no measuring, and none of a general virtualiser's weight on the first load.
 */
export function useRowWindow({
  count,
  rowHeight,
  headerHeight,
  overscan,
  scrollRef,
}: {
  count: number;
  rowHeight: number;
  /** The sticky header above the first row, inside the scrolled element. */
  headerHeight: number;
  overscan: number;
  scrollRef: RefObject<HTMLElement | null>;
}): RowWindow {
  const [viewport, setViewport] = useState<Viewport>({ top: 0, height: 0 });

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const update = () =>
      setViewport((current) =>
        current.top === element.scrollTop && current.height === element.clientHeight
          ? current
          : { top: element.scrollTop, height: element.clientHeight },
      );
    update();
    element.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [scrollRef]);

  const scrollToIndex = useCallback(
    (index: number) => {
      const element = scrollRef.current;
      if (!element) return;
      const rowTop = index * rowHeight;
      const rowsHeight = element.clientHeight - headerHeight;
      if (rowTop < element.scrollTop) element.scrollTop = rowTop;
      else if (rowTop + rowHeight > element.scrollTop + rowsHeight) {
        element.scrollTop = rowTop + rowHeight - rowsHeight;
      }
    },
    [scrollRef, rowHeight, headerHeight],
  );

  if (count === 0) return { indexes: [], paddingTop: 0, paddingBottom: 0, scrollToIndex };
  const rowsInView = Math.max(0, viewport.height - headerHeight);
  const first = Math.max(0, Math.floor(viewport.top / rowHeight) - overscan);
  const last = Math.min(count - 1, Math.ceil((viewport.top + rowsInView) / rowHeight) + overscan);
  const indexes: number[] = [];
  for (let index = first; index <= last; index += 1) indexes.push(index);
  return {
    indexes,
    paddingTop: first * rowHeight,
    paddingBottom: Math.max(0, (count - last - 1) * rowHeight),
    scrollToIndex,
  };
}
