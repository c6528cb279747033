/** Largest whole number a double holds exactly: composite keys below it sort exactly. */
const EXACT = 2 ** 53;

/** Bits of the key a pass of the radix sort places: 2,048 buckets, a count table that stays in the cache. */
const DIGIT_BITS = 11;
const DIGIT_MASK = (1 << DIGIT_BITS) - 1;

/**
 * Slots by whole-number keys ascending, equal keys in their order in `slots`, with no comparison function and no
 * map of distinct keys: a radix sort of the keys' distance from the smallest when they span less than 2³², two or
 * three passes over the slots (at 1,000,000 leads about 30 ms in Node, where one native sort of composite
 * doubles took 65–135 ms and a map of distinct keys over a second); else that native sort of key × count +
 * position. Null when a key is not whole or the keys span too wide a range for the composite to stay exact.
 */
export function orderByIntegerKeys(slots: Int32Array, keys: Float64Array): Int32Array | null {
  const count = slots.length;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let index = 0; index < count; index += 1) {
    const key = keys[index] as number;
    if (!Number.isInteger(key)) return null;
    if (key < min) min = key;
    if (key > max) max = key;
  }
  if (count === 0) return new Int32Array(0);
  if (max - min < 2 ** 32) return radixOrder(slots, keys, min, max - min);
  if ((max - min + 1) * count >= EXACT) return null;
  const composite = new Float64Array(count);
  for (let index = 0; index < count; index += 1)
    composite[index] = ((keys[index] as number) - min) * count + index;
  composite.sort();
  const ordered = new Int32Array(count);
  for (let index = 0; index < count; index += 1)
    ordered[index] = slots[(composite[index] as number) % count] as number;
  return ordered;
}

/**
 * A least-significant-digit radix sort of the slots by key − min (below 2³²): each pass places the slots by one
 * digit keeping the previous pass's order among equal digits, so the whole is stable.
 */
function radixOrder(slots: Int32Array, keys: Float64Array, min: number, span: number): Int32Array {
  const count = slots.length;
  let fromDigits = new Uint32Array(count);
  for (let index = 0; index < count; index += 1) fromDigits[index] = (keys[index] as number) - min;
  let fromSlots = Int32Array.from(slots);
  let toDigits = new Uint32Array(count);
  let toSlots = new Int32Array(count);
  const starts = new Int32Array(DIGIT_MASK + 1);
  for (let shift = 0; shift < 32 && span >>> shift > 0; shift += DIGIT_BITS) {
    starts.fill(0);
    for (let index = 0; index < count; index += 1) {
      const digit = ((fromDigits[index] as number) >>> shift) & DIGIT_MASK;
      starts[digit] = (starts[digit] as number) + 1;
    }
    let at = 0;
    for (let digit = 0; digit <= DIGIT_MASK; digit += 1) {
      const size = starts[digit] as number;
      starts[digit] = at;
      at += size;
    }
    for (let index = 0; index < count; index += 1) {
      const key = fromDigits[index] as number;
      const digit = (key >>> shift) & DIGIT_MASK;
      const place = starts[digit] as number;
      starts[digit] = place + 1;
      toDigits[place] = key;
      toSlots[place] = fromSlots[index] as number;
    }
    [fromDigits, toDigits] = [toDigits, fromDigits];
    [fromSlots, toSlots] = [toSlots, fromSlots];
  }
  return fromSlots;
}

/** Past this share of slots out of place, a copy is sorted whole rather than its strays merged in. */
const MOST_STRAYS = 1 / 8;

/**
 * Slots newest first (creation time, then id, both descending: the CRM's own list order), equal ones in their order
 * in `slots`. The fields are read from arrays by slot (`ids[slot]`, `created[slot]`, NaN for none): the store's
 * columns read whole, not a call a slot.
 *
 * A copy mostly lies newest first already (a walk reads the CRM newest first, a page in descending ids): the slots
 * that keep that order stay as they are, and the few that do not (leads written again, new leads, at the end) are
 * sorted alone and put in place, one pass over the slots where the whole took two radix sorts (Node, 1,000,000
 * slots with 5,000 strays: 58–112 → 31–68 ms), on a reload's way to the board, the dashboard and every sorted view.
 * The kept runs between strays are copied whole, each stray's place found by a binary search: the reload's first
 * order runs before the worker has optimised anything, where a step a slot costs (Node without its optimising
 * compiler, the store's newest-first slots at 1,000,000 with 500 strays: 272–448 → 161–264 ms with the store's own
 * look for strays folded into this one).
 */
export function newestFirst(slots: Int32Array, ids: Float64Array, created: Float64Array): Int32Array {
  const count = slots.length;
  // Newest first: a negative number when the slot at index `a` goes before the one at `b`.
  const compare = (a: number, b: number) => {
    const slotA = slots[a] as number;
    const slotB = slots[b] as number;
    return (
      (created[slotB] as number) - (created[slotA] as number) ||
      (ids[slotB] as number) - (ids[slotA] as number)
    );
  };
  const strays = new Int32Array(count);
  let strayCount = 0;
  // The last slot kept in order, its fields read once.
  let keptCreated = Number.POSITIVE_INFINITY;
  let keptId = Number.POSITIVE_INFINITY;
  for (let index = 0; index < count; index += 1) {
    const slot = slots[index] as number;
    const time = created[slot] as number;
    const id = ids[slot] as number;
    if (!Number.isFinite(time) || !Number.isFinite(id)) return sortedNewestFirst(slots, ids, created);
    if (time < keptCreated || (time === keptCreated && id <= keptId)) {
      keptCreated = time;
      keptId = id;
    } else {
      strays[strayCount++] = index;
      if (strayCount > count * MOST_STRAYS) return sortedNewestFirst(slots, ids, created);
    }
  }
  if (strayCount === 0) return Int32Array.from(slots);
  // The strays by their indexes, so equal ones merge in by their place in `slots`, as the whole sort keeps them: their
  // fields gathered by position, the positions sorted, each taken back to its index.
  const strayIds = new Float64Array(strayCount);
  const strayCreated = new Float64Array(strayCount);
  const positions = new Int32Array(strayCount);
  for (let position = 0; position < strayCount; position += 1) {
    const slot = slots[strays[position] as number] as number;
    strayIds[position] = ids[slot] as number;
    strayCreated[position] = created[slot] as number;
    positions[position] = position;
  }
  const strayOrder = newestFirst(positions, strayIds, strayCreated);
  // The kept ones are every index but the strays': the k-th of them is k plus the strays before it (a stray at
  // position s has strays[s] − s kept ones before it), found without an array of them.
  const kept = count - strayCount;
  const keptIndexAt = (ordinal: number) => {
    let low = 0;
    let high = strayCount;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((strays[middle] as number) - middle <= ordinal) low = middle + 1;
      else high = middle;
    }
    return ordinal + low;
  };
  // Each stray's place among the kept ones by a binary search; the kept ones between copied a run at a time (the
  // stretches between strays' indexes): no step a slot, which in a worker not optimised yet costs a 1,000,000-slot
  // reload 120 ms in Node, as in Chromium.
  const ordered = new Int32Array(count);
  let at = 0;
  let emitted = 0;
  let from = 0;
  let nextStray = 0;
  const copyKept = (upTo: number) => {
    while (emitted < upTo) {
      while (nextStray < strayCount && strays[nextStray] === from) {
        from += 1;
        nextStray += 1;
      }
      const runEnd = nextStray < strayCount ? (strays[nextStray] as number) : count;
      const take = Math.min(runEnd - from, upTo - emitted);
      ordered.set(slots.subarray(from, from + take), at);
      at += take;
      from += take;
      emitted += take;
    }
  };
  for (let rank = 0; rank < strayCount; rank += 1) {
    const strayIndex = strays[strayOrder[rank] as number] as number;
    let low = emitted;
    let high = kept;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const keptIndex = keptIndexAt(middle);
      if (isBefore(compare(keptIndex, strayIndex), keptIndex, strayIndex)) low = middle + 1;
      else high = middle;
    }
    copyKept(low);
    ordered[at] = slots[strayIndex] as number;
    at += 1;
  }
  copyKept(kept);
  return ordered;
}

/** Whether the one at index `a` goes first: by the comparison, or by its place when they compare equal. */
function isBefore(comparison: number, a: number, b: number): boolean {
  return comparison < 0 || (comparison === 0 && a < b);
}

/**
 * Slots newest first by two stable sorts (ids, then creation times keeping that order among equals); a comparison
 * sort when the numbers do not fit.
 */
function sortedNewestFirst(slots: Int32Array, ids: Float64Array, created: Float64Array): Int32Array {
  const negated = (of: Int32Array, field: Float64Array) => {
    const keys = new Float64Array(of.length);
    for (let index = 0; index < of.length; index += 1) keys[index] = -(field[of[index] as number] as number);
    return keys;
  };
  const byId = orderByIntegerKeys(slots, negated(slots, ids));
  return (
    (byId && orderByIntegerKeys(byId, negated(byId, created))) ??
    Int32Array.from(slots).sort(
      (a, b) => (created[b] as number) - (created[a] as number) || (ids[b] as number) - (ids[a] as number),
    )
  );
}
