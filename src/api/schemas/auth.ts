import { z } from 'zod/mini';
import { wireInt } from './primitives';

/** Token answer (spec 4.1): no `data` wrapper. expires_in is taken as seconds (Passport's unit). */
export const TokenSchema = z.object({
  token_type: z.string(),
  expires_in: wireInt,
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.optional(z.string()),
});
export type TokenResponse = z.output<typeof TokenSchema>;

/** Passport's error body: `{error, error_description, message}`. */
export const OAuthErrorBodySchema = z.object({
  error: z.string(),
  error_description: z.optional(z.string()),
  message: z.optional(z.string()),
});
