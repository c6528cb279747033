/** A failure's own words for "could not be saved: …"; the API client's errors are already readable. */
export function errorReason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
