import {
  type ComponentPropsWithoutRef,
  createContext,
  type MouseEvent,
  type RefObject,
  useCallback,
  useContext,
} from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * The navigation state a lead opened from the list carries (the list's address, so "← All leads" finds it as it
 * was), kept current by the list and read only when a lead is opened: the rows never render again because the
 * address changed.
 */
const LeadLinkStateContext = createContext<RefObject<unknown> | null>(null);

export const LeadLinkStateProvider = LeadLinkStateContext.Provider;

/** Opens a lead in the app with the list's return state (a row's Enter, a link's click). */
export function useOpenLead(): (leadId: number) => void {
  const navigate = useNavigate();
  const linkState = useContext(LeadLinkStateContext);
  return useCallback(
    (leadId: number) => void navigate(leadPath(leadId), { state: linkState?.current }),
    [navigate, linkState],
  );
}

const leadPath = (leadId: number) => `/leads/${leadId}`;

type LeadLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { leadId: number };

/**
 * A link to a lead from the list's rows and cards. React Router's Link reads the location to resolve its path, so
 * every one renders again at each change of the address: a page of rows rendered all of its links again at every
 * new filter, before the new rows were even asked for. This one has an absolute path and reads the return state at
 * the click; a click the browser handles itself (a new tab or window, another button) stays the browser's.
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
