import { z } from 'zod';

/** Laravel's 422 body: `{message, errors: {field: [messages]}}`. */
export const ValidationBodySchema = z.object({
  message: z.string().optional(),
  errors: z.record(z.string(), z.union([z.array(z.string()), z.string().transform((text) => [text])])),
});

/** Any other error body: usually `{message}`. */
export const MessageBodySchema = z.object({ message: z.string() });
