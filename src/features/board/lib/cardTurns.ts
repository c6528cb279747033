import { flushSync } from 'react-dom';
import { nextTurn } from '@/api/nextTurn';

/**
 * The board's columns draw their cards one column a task, in the order they mounted, each behind whatever was
 * already waiting (a key pressed, the worker's answer). Drawn at once, every column's cards were rendered, put in
 * the page and measured in the task that put the board up: 130–180 ms of main thread at 100,000 leads on this
 * project's CI machine, half of it laying out the whole page to measure the first card. One column's cards are a
 * few milliseconds, laid out inside their column alone (its body is a layout boundary: BoardColumn.module.css).
 */
const waiting: Array<() => void> = [];
let turning = false;

async function turn(): Promise<void> {
  turning = true;
  try {
    while (waiting.length > 0) {
      await nextTurn({ behindQueued: true });
      const show = waiting.shift();
      // Rendered and committed in this task, not batched by React with the next column's.
      if (show) flushSync(show);
    }
  } finally {
    // A column whose drawing failed must not keep the next ones (and the next board's) waiting for ever.
    turning = false;
  }
}

/** Calls `show` in the column's turn; the returned function gives the turn up (the column left the page). */
export function waitForCardTurn(show: () => void): () => void {
  waiting.push(show);
  if (!turning) void turn();
  return () => {
    const at = waiting.indexOf(show);
    if (at >= 0) waiting.splice(at, 1);
  };
}
