/**
 * "← All leads" brings the person back to the list as they left it. The list puts its address (filters, page,
 * sort) in the navigation state of every way it opens a lead; the lead page sends it back with the lead's id, and
 * the list puts the focus on that lead's row. History keeps the state, so Back and reload keep it too.
 */
interface FromList {
  fromList: { search: string };
}

interface ReturnToLead {
  returnToLead: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The navigation state of a link from the list (its `location.search`) to a lead. */
export function fromListState(listSearch: string): FromList {
  return { fromList: { search: listSearch } };
}

/**
 * The part of a lead page's navigation state that leads back to the list, for the lead's own next pages (edit,
 * and the lead again after a save or cancel), so "← All leads" still finds the list as it was.
 */
export function keepListReturn(state: unknown): FromList | undefined {
  return isObject(state) && isObject(state.fromList) && typeof state.fromList.search === 'string'
    ? fromListState(state.fromList.search)
    : undefined;
}

/** Where "← All leads" goes from a lead page opened with `state`, and the state that finds the row again. */
export function backToListLink(state: unknown, leadId: number): { to: string; state: ReturnToLead } {
  const from = isObject(state) && isObject(state.fromList) ? state.fromList.search : undefined;
  const search = typeof from === 'string' && (from === '' || from.startsWith('?')) ? from : '';
  return { to: `/leads${search}`, state: { returnToLead: leadId } };
}

/** The lead the list should focus on arrival, when coming back from it. */
export function returnedFromLead(state: unknown): number | undefined {
  return isObject(state) && typeof state.returnToLead === 'number' ? state.returnToLead : undefined;
}
