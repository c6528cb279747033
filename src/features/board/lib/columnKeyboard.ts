import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * Left and Right move a picked-up card one column at a time (the columns are the only drop targets; the order
 * inside a column is the index's, newest first). Any other key leaves the card where it is.
 */
export function columnCoordinates(columnOrder: () => readonly string[]): KeyboardCoordinateGetter {
  return (event, { context, currentCoordinates }) => {
    const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return event.code.startsWith('Arrow') ? currentCoordinates : undefined;
    event.preventDefault();
    const { over, active, collisionRect, droppableRects } = context;
    const order = columnOrder();
    const from = String(over?.id ?? active?.data.current?.columnKey ?? '');
    const index = order.indexOf(from);
    const target = order[Math.min(order.length - 1, Math.max(0, index + step))];
    const rect = target ? droppableRects.get(target) : undefined;
    if (!rect || !collisionRect) return currentCoordinates;
    return {
      x: rect.left + Math.max(0, (rect.width - collisionRect.width) / 2),
      y: rect.top + Math.min(48, Math.max(0, rect.height - collisionRect.height)),
    };
  };
}
