import { describe, expect, it } from 'vitest';
import { integer, seededRandom } from '../testing/random';
import { OrderWalk } from './sortOrders';

/** The descending order spelt out: runs from the last, each as it lies, then the blanks as they lie. */
function plainDescending(slots: Int32Array, runStarts: Uint8Array, blankFrom: number): number[] {
  const out: number[] = [];
  let runEnd = blankFrom;
  for (let at = blankFrom - 1; at >= 0; at -= 1) {
    if (at > 0 && ((runStarts[at >> 3] as number) & (1 << (at & 7))) === 0) continue;
    for (let index = at; index < runEnd; index += 1) out.push(slots[index] as number);
    runEnd = at;
  }
  for (let index = blankFrom; index < slots.length; index += 1) out.push(slots[index] as number);
  return out;
}

function walked(walk: OrderWalk): number[] {
  const out: number[] = [];
  for (let count = walk.fill(); count > 0; count = walk.fill())
    for (let index = 0; index < count; index += 1) out.push(walk.batch[index] as number);
  return out;
}

describe('OrderWalk', () => {
  it('walks an order both ways, batch after batch, whatever its runs and blanks', () => {
    const random = seededRandom(2026);
    // Runs of one (unique keys), short, long and mixed; lengths around the batch's 4,096.
    const densities = [1, 0.9, 0.5, 0.1, 0.001, 0];
    for (let round = 0; round < 60; round += 1) {
      const length = round < 6 ? round : integer(random, 0, 12_000);
      const slots = Int32Array.from({ length }, (_, index) => index * 3 + 1);
      const density = densities[round % densities.length] as number;
      const blankFrom = random() < 0.3 ? integer(random, 0, length) : length;
      const runStarts = new Uint8Array((length + 7) >> 3);
      for (let at = 0; at < blankFrom; at += 1)
        if (at === 0 || random() < density)
          runStarts[at >> 3] = (runStarts[at >> 3] as number) | (1 << (at & 7));
      expect(walked(new OrderWalk(slots, runStarts, blankFrom, false)), `asc ${round}`).toEqual(
        Array.from(slots),
      );
      expect(walked(new OrderWalk(slots, runStarts, blankFrom, true)), `desc ${round}`).toEqual(
        plainDescending(slots, runStarts, blankFrom),
      );
    }
  });
});
