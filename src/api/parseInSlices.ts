import { safeParse } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { BadResponseError } from './errors';
import { nextTurn } from './nextTurn';

const SLICE = 50;

/**
 * Parses the rows of a list answer a slice at a time, giving the browser a turn between slices. On a fresh
 * page zod runs cold: 500 leads in one go are a 100–200 ms task that freezes the first paint. A row of the
 * wrong shape fails the whole answer, as a parse of the whole body would.
 */
export async function parseInSlices<S extends $ZodType>(
  path: string,
  rows: readonly unknown[],
  schema: S,
  signal?: AbortSignal,
): Promise<output<S>[]> {
  const parsed: output<S>[] = [];
  for (let start = 0; start < rows.length; start += SLICE) {
    if (start > 0) {
      await nextTurn();
      signal?.throwIfAborted();
    }
    const end = Math.min(rows.length, start + SLICE);
    for (let index = start; index < end; index += 1) {
      const result = safeParse(schema, rows[index]);
      if (!result.success) {
        const issues = result.error.issues.map((issue) => ({
          ...issue,
          path: ['data', index, ...issue.path],
        }));
        throw BadResponseError.fromZod(path, { issues }, null);
      }
      parsed.push(result.data);
    }
  }
  return parsed;
}
