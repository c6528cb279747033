import { describe, expect, it } from 'vitest';
import {
  BadResponseError,
  mayHaveReachedTheCrm,
  NetworkError,
  NotFoundError,
  NotSentError,
  RateLimitedError,
  ServerError,
  ValidationError,
} from './errors';

describe('mayHaveReachedTheCrm', () => {
  it('is true for failures that can come after the CRM saved: no answer, 5xx, an unreadable answer', () => {
    expect(mayHaveReachedTheCrm(new NetworkError())).toBe(true);
    expect(mayHaveReachedTheCrm(new ServerError('boom', 500))).toBe(true);
    expect(mayHaveReachedTheCrm(new BadResponseError('/lead', 'not JSON', 200))).toBe(true);
    expect(mayHaveReachedTheCrm(new Error('wrapped', { cause: new NetworkError() }))).toBe(true);
  });

  it('is false for refusals and for writes that were never sent', () => {
    expect(mayHaveReachedTheCrm(new ValidationError('invalid', {}))).toBe(false);
    expect(mayHaveReachedTheCrm(new NotFoundError())).toBe(false);
    expect(mayHaveReachedTheCrm(new RateLimitedError(90))).toBe(false);
    expect(mayHaveReachedTheCrm(new NotSentError(new NetworkError()))).toBe(false);
    expect(mayHaveReachedTheCrm('offline')).toBe(false);
  });
});
