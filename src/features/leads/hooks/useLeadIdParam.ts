import { useParams } from 'react-router-dom';
import { z } from 'zod/mini';

const leadId = z.coerce.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));

/** The `:leadId` of the route as a number, or null for a malformed one (shown as "not found"). */
export function useLeadIdParam(): { id: number | null; raw: string } {
  const raw = useParams().leadId ?? '';
  const parsed = /^\d+$/.test(raw) ? leadId.safeParse(raw) : null;
  return { id: parsed?.success ? parsed.data : null, raw };
}
