import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { BadResponseError } from './errors';
import { parseInSlices } from './parseInSlices';

const Row = z.object({ id: z.int() });

describe('parseInSlices', () => {
  it('parses every row, across slices, in order', async () => {
    const rows = Array.from({ length: 120 }, (_, id) => ({ id, extra: 'dropped' }));
    const parsed = await parseInSlices('/lead', rows, Row);
    expect(parsed).toHaveLength(120);
    expect(parsed[119]).toEqual({ id: 119 });
  });

  it('fails the whole answer on one bad row, naming where it is', async () => {
    const rows = Array.from({ length: 120 }, (_, id) => ({ id: id === 77 ? 'seventy-seven' : id }));
    const failure = parseInSlices('/lead', rows, Row);
    await expect(failure).rejects.toBeInstanceOf(BadResponseError);
    await expect(failure).rejects.toThrow(/data\.77\.id/);
  });

  it('stops between slices once the request is abandoned', async () => {
    const controller = new AbortController();
    const rows = Array.from({ length: 120 }, (_, id) => ({ id }));
    const parsing = parseInSlices('/lead', rows, Row, controller.signal);
    controller.abort();
    await expect(parsing).rejects.toThrow();
  });
});
