import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, type RefObject, useEffect } from 'react';
import type { RowWindow } from './rowWindow';

export interface VirtualRowWindowProps {
  count: number;
  rowHeight: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  /** After each render: scrolling brings rows in without the table rendering. */
  onRendered(): void;
  children(window: RowWindow): ReactNode;
}

/**
 * The rows of a long page that are in view (and a few around them), by TanStack Virtual. Loaded only for pages
 * longer than ALL_ROWS_UP_TO (rowWindow.ts), so the first screen's 25 rows never wait for its code.
 */
export default function VirtualRowWindow({
  count,
  rowHeight,
  scrollRef,
  onRendered,
  children,
}: VirtualRowWindowProps) {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 5,
    // The sticky header row sits above the first row inside the scroller: rows start below it.
    paddingStart: rowHeight,
    scrollPaddingStart: rowHeight,
    // It takes over from the page's first rows, where the keyboard may already have scrolled: it starts there,
    // not at the top.
    initialOffset: () => scrollRef.current?.scrollTop ?? 0,
  });
  useEffect(onRendered);
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? -1;
  return children({ first, last });
}
