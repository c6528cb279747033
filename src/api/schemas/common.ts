import { z } from 'zod/mini';

/** Laravel's 422 body: `{message, errors: {field: [messages]}}`. */
export const ValidationBodySchema = z.object({
  message: z.optional(z.string()),
  errors: z.record(
    z.string(),
    z.union([
      z.array(z.string()),
      z.pipe(
        z.string(),
        z.transform((text) => [text]),
      ),
    ]),
  ),
});

/** Any other error body: usually `{message}`. */
export const MessageBodySchema = z.object({ message: z.string() });
