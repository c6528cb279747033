import type { $ZodError } from 'zod/v4/core';

/** Field name (as the API spells it, possibly dotted: `dtCreate.0`) to its messages. */
export type FieldErrors = Record<string, string[]>;

export type ApiErrorKind =
  | 'validation'
  | 'unauthenticated'
  | 'oauth'
  | 'rateLimited'
  | 'notFound'
  | 'server'
  | 'http'
  | 'network'
  | 'badResponse';

export abstract class ApiError extends Error {
  abstract readonly kind: ApiErrorKind;
  readonly status: number | null;

  constructor(message: string, status: number | null, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
    this.status = status;
  }
}

/** 422: the server refused the input; `fieldErrors` maps API field names to messages. */
export class ValidationError extends ApiError {
  readonly kind = 'validation';
  constructor(
    message: string,
    readonly fieldErrors: FieldErrors,
  ) {
    super(message, 422);
  }
}

/** 401 on an API call that a token refresh and a new sign-in could not cure. */
export class UnauthenticatedError extends ApiError {
  readonly kind = 'unauthenticated';
  constructor(message = 'Unauthenticated.') {
    super(message, 401);
  }
}

/** The token endpoint refused: `invalid_grant` (user credentials), `invalid_client` (integration), … */
export class OAuthError extends ApiError {
  readonly kind = 'oauth';
  constructor(
    readonly code: string,
    message: string,
    status: number,
  ) {
    super(message, status);
  }
}

/** 429 that we did not wait out (the wait was too long, or retries ran out). */
export class RateLimitedError extends ApiError {
  readonly kind = 'rateLimited';
  constructor(readonly retryAfterSeconds: number) {
    super('Too Many Attempts.', 429);
  }
}

export class NotFoundError extends ApiError {
  readonly kind = 'notFound';
  constructor(message = 'Not found.') {
    super(message, 404);
  }
}

/** 5xx: the CRM failed; worth a retry. */
export class ServerError extends ApiError {
  readonly kind = 'server';
}

/** Any other unexpected status. */
export class HttpError extends ApiError {
  readonly kind = 'http';
}

/** The request never got an answer (offline, DNS, CORS, connection reset). */
export class NetworkError extends ApiError {
  readonly kind = 'network';
  constructor(options?: ErrorOptions) {
    super('The CRM could not be reached.', null, options);
  }
}

/** The answer was not JSON, or not of the shape the contract promises. */
export class BadResponseError extends ApiError {
  readonly kind = 'badResponse';
  constructor(
    readonly path: string,
    readonly details: string,
    status: number | null,
  ) {
    super(`Unexpected answer from ${path}: ${details}`, status);
  }

  static fromZod(path: string, error: Pick<$ZodError, 'issues'>, status: number | null): BadResponseError {
    const details = error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    return new BadResponseError(path, details, status);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Failures a retry can plausibly cure: the network, or the server itself. */
export function isRetryableError(error: unknown): boolean {
  return error instanceof NetworkError || error instanceof ServerError;
}

/** A write that was never sent, because a step before it (e.g. re-reading the record) failed with `cause`. */
export class NotSentError extends Error {
  constructor(cause: unknown) {
    super('Nothing was sent to the CRM.', { cause });
    this.name = 'NotSentError';
  }
}

/**
 * Whether a failed write may have reached the CRM and been saved anyway: the connection broke (the request may
 * have gone out), the CRM failed mid-way (5xx) or its answer was unreadable. Any other failure is a refusal the
 * CRM gave before saving anything (422, 401, 404, 429 not waited out), or a NotSentError, so sending again
 * cannot make a duplicate. An error wrapping another (`cause`) is judged by what it wraps.
 */
export function mayHaveReachedTheCrm(error: unknown): boolean {
  if (error instanceof NetworkError || error instanceof ServerError || error instanceof BadResponseError)
    return true;
  if (error instanceof ApiError || error instanceof NotSentError || !(error instanceof Error)) return false;
  return error.cause !== undefined && mayHaveReachedTheCrm(error.cause);
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
