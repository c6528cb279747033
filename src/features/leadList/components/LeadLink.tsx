import { type ComponentPropsWithoutRef, createContext, type MouseEvent, useContext, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromListState } from '@/features/leadFilters';
import { useLatest } from '@/shared/ui/useLatest';

/** How the list opens one of its leads in the app. */
export interface LeadOpener {
  open(leadId: number): void;
}

const LeadOpenerContext = createContext<LeadOpener | null>(null);

export const LeadOpenerProvider = LeadOpenerContext.Provider;

const leadPath = (leadId: number) => `/leads/${leadId}`;

/**
 * The list's way to open a lead: with the list's address as the navigation state (so "← All leads" finds it as it
 * was), read at the moment a lead is opened. The same object for the page's whole life: nothing that takes it
 * renders again because the address changed (React Router's Link and useNavigate both do, at every new filter).
 */
export function useLeadOpener(listSearch: string): LeadOpener {
  const navigate = useNavigate();
  const shownSearch = useLatest(listSearch);
  return useMemo(
    () => ({
      open: (leadId) => void navigate(leadPath(leadId), { state: fromListState(shownSearch.current) }),
    }),
    [navigate, shownSearch],
  );
}

/** Opens a lead from the list (a row's Enter, a link's click). */
export function useOpenLead(): (leadId: number) => void {
  const opener = useContext(LeadOpenerContext);
  if (!opener) throw new Error('Leads are opened from the list: LeadOpenerProvider is missing.');
  return opener.open;
}

type LeadLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { leadId: number };

/**
 * A link to a lead from the list's rows and cards: a page of rows used to render all of its router links again at
 * every new filter, before the new rows were even asked for. A click the browser handles itself (a new tab or
 * window, another button) stays the browser's.
 */
export function LeadLink({ leadId, onClick, ...rest }: LeadLinkProps) {
  const openLead = useOpenLead();
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const ownedByBrowser =
      event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || ownedByBrowser) return;
    event.preventDefault();
    openLead(leadId);
  };
  return <a {...rest} href={leadPath(leadId)} onClick={click} />;
}
