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
 * in `slots`. The fields are read by the caller's functions: from the store's columns, not through a record made
 * for each slot.
 *
 * A copy mostly lies newest first already (a walk reads the CRM newest first, a page in descending ids): the slots
 * that keep that order stay as they are, and the few that do not (leads written again, new leads, at the end) are
 * sorted alone and merged in: two passes over the slots where the whole took two radix sorts (Node, 1,000,000 slots
 * with 5,000 strays: 58–112 → 31–68 ms), on a reload's way to the board, the dashboard and every sorted view.
 */
export function newestFirst(
  slots: Int32Array,
  idOf: (slot: number) => number,
  createdOf: (slot: number) => number,
): Int32Array {
  const count = slots.length;
  // Newest first: a negative number when the slot at index `a` goes before the one at `b`.
  const compare = (a: number, b: number) => {
    const slotA = slots[a] as number;
    const slotB = slots[b] as number;
    return createdOf(slotB) - createdOf(slotA) || idOf(slotB) - idOf(slotA);
  };
  const inOrder = new Int32Array(count);
  const strays = new Int32Array(count);
  let kept = 0;
  let strayCount = 0;
  // The last slot kept in order, its fields read once (a call each a slot, where the comparison read four).
  let keptCreated = Number.POSITIVE_INFINITY;
  let keptId = Number.POSITIVE_INFINITY;
  for (let index = 0; index < count; index += 1) {
    const slot = slots[index] as number;
    const created = createdOf(slot);
    const id = idOf(slot);
    if (!Number.isFinite(created) || !Number.isFinite(id)) return sortedNewestFirst(slots, idOf, createdOf);
    if (created < keptCreated || (created === keptCreated && id <= keptId)) {
      inOrder[kept++] = index;
      keptCreated = created;
      keptId = id;
    } else {
      strays[strayCount++] = index;
      if (strayCount > count * MOST_STRAYS) return sortedNewestFirst(slots, idOf, createdOf);
    }
  }
  if (strayCount === 0) return Int32Array.from(slots);
  // The strays by their indexes, so equal ones merge in by their place in `slots`, as the whole sort keeps them.
  const strayOrder = newestFirst(
    strays.subarray(0, strayCount),
    (index) => idOf(slots[index] as number),
    (index) => createdOf(slots[index] as number),
  );
  const ordered = new Int32Array(count);
  let fromKept = 0;
  let fromStrays = 0;
  for (let at = 0; at < count; at += 1) {
    const keptIndex = inOrder[fromKept] as number;
    const strayIndex = strayOrder[fromStrays] as number;
    const takeKept =
      fromStrays === strayCount ||
      (fromKept < kept && isBefore(compare(keptIndex, strayIndex), keptIndex, strayIndex));
    ordered[at] = slots[takeKept ? keptIndex : strayIndex] as number;
    if (takeKept) fromKept += 1;
    else fromStrays += 1;
  }
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
function sortedNewestFirst(
  slots: Int32Array,
  idOf: (slot: number) => number,
  createdOf: (slot: number) => number,
): Int32Array {
  const negated = (of: Int32Array, field: (slot: number) => number) => {
    const keys = new Float64Array(of.length);
    for (let index = 0; index < of.length; index += 1) keys[index] = -field(of[index] as number);
    return keys;
  };
  const byId = orderByIntegerKeys(slots, negated(slots, idOf));
  return (
    (byId && orderByIntegerKeys(byId, negated(byId, createdOf))) ??
    Int32Array.from(slots).sort((a, b) => createdOf(b) - createdOf(a) || idOf(b) - idOf(a))
  );
}
