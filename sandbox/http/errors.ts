export interface JsonResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** Thrown anywhere below the router; the pipeline turns it into a JSON response. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
  }

  toResponse(): JsonResponse {
    return { status: this.status, body: this.body, headers: this.headers };
  }
}

export const messageError = (
  status: number,
  message: string,
  headers: Record<string, string> = {},
): HttpError => new HttpError(status, { message }, headers);

export const unauthenticated = (): HttpError => messageError(401, 'Unauthenticated.');

// Laravel 8 in production answers a route it does not know with an empty message (its NotFoundHttpException
// carries none); the app must not count on a text there.
export const routeNotFound = (): HttpError => messageError(404, '');

// Laravel's ModelNotFoundException text, so the front-end sees the same 404 as from the real account.
export const modelNotFound = (model: string, id: string): HttpError =>
  messageError(404, `No query results for model [App\\Models\\${model}] ${id}`);
