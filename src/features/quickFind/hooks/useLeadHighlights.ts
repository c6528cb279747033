import { useMemo } from 'react';
import type { QuickFindLead } from '@/localIndex/engine';
import { highlightPhone, highlightSubstring, highlightWords, splitByRanges } from '@/localIndex/highlight';
import { formatPhone } from '@/shared/lib/phones';

export type TextPart = { text: string; marked: boolean };

export interface LeadHighlights {
  name: TextPart[];
  phone: TextPart[] | null;
  email: TextPart[] | null;
}

/** A found lead's name, phone (as shown everywhere) and e-mail, cut into plain and matching parts. */
export function useLeadHighlights(lead: QuickFindLead, query: string, noName: string): LeadHighlights {
  return useMemo(() => {
    const name = lead.name?.trim() || noName;
    const phone = lead.phone === null ? null : formatPhone(lead.phone);
    return {
      name: splitByRanges(name, lead.name ? highlightWords(name, query) : []),
      phone: phone === null ? null : splitByRanges(phone, highlightPhone(phone, query)),
      email: lead.email === null ? null : splitByRanges(lead.email, highlightSubstring(lead.email, query)),
    };
  }, [lead, query, noName]);
}
