import type { ServerResponse } from 'node:http';
import { corsHeaders } from './cors.ts';
import type { JsonResponse } from './errors.ts';
import { phpJsonEncode } from './phpJson.ts';

export function sendJson(
  res: ServerResponse,
  response: JsonResponse,
  extraHeaders: Record<string, string>,
): void {
  const body = response.status === 204 ? '' : phpJsonEncode(response.body);
  res.writeHead(response.status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    ...corsHeaders,
    ...extraHeaders,
    ...response.headers,
  });
  res.end(body);
}
