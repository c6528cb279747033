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

/**
 * Slots newest first (creation time, then id, both descending: the CRM's own list order), by two stable sorts (ids,
 * then creation times keeping that order among equals); a comparison sort when the numbers do not fit. The fields
 * are read by the caller's functions: from the store's columns, not through a record made for each slot.
 */
export function newestFirst(
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
