import type { IncomingMessage } from 'node:http';
import { HttpError, messageError } from './errors.ts';
import { parseQuery } from './query.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;

// Reads the whole body, but past the limit it only drains: answering before the client finished sending
// makes many clients report a reset connection instead of the 413.
export function readBody(req: IncomingMessage, limit = BODY_LIMIT_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > limit) reject(messageError(413, 'Payload Too Large.'));
      else resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function parseBody(raw: Buffer, contentType: string | undefined): Record<string, unknown> {
  const text = raw.toString('utf8');
  if (text.trim() === '') return {};
  if (contentType?.toLowerCase().startsWith('application/x-www-form-urlencoded')) return parseQuery(text);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, { message: 'Malformed JSON body.' });
  }
  // A JSON array or scalar carries no named fields; validation then reports what is missing.
  return isPlainObject(parsed) ? parsed : {};
}
