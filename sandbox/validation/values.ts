// PHP's FILTER_VALIDATE_INT, which Laravel's integer rule uses: "3" and 3 pass, "3.5", "03" and "abc" do not.
export function toInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value !== 'string') return null;
  const match = /^\s*([+-]?(?:0|[1-9]\d*))\s*$/.exec(value);
  if (match?.[1] === undefined) return null;
  const parsed = Number(match[1]);
  return Number.isSafeInteger(parsed) ? parsed : null;
}

export function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && /^\s*[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i.test(value);
}

export const isEmpty = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

// Laravel's TrimStrings and ConvertEmptyStringsToNull middleware run on every request before validation.
export function cleanInput(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    const trimmed = key === 'password' ? value : value.trim();
    return trimmed === '' ? null : trimmed;
  }
  if (Array.isArray(value)) return value.map((item) => cleanInput(item));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cleanInput(v, k)]));
  }
  return value;
}

export function valueAt(data: Record<string, unknown>, path: string): unknown {
  let current: unknown = data;
  for (const segment of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}
