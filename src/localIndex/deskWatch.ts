import type { Lead } from '../api/schemas/lead';
import { LeadHistory } from './history';

export interface DeskWatchDeps {
  /** The copy the index holds now (before the arriving leads go in). */
  held(leadId: number): Lead | null;
  /** The index holds the whole account: a lead it does not know is new, not merely not read yet. */
  complete(): boolean;
  /** Leads the CRM has that the index did not know, told after they went in. */
  onFound(leads: Lead[]): void;
  now?: () => number;
}

/**
 * What the sales desk needs from the sync, watched on its way into the index: the stage and owner changes each
 * read or save shows (the history), and leads that appear for the first time (the alerts).
 */
export class DeskWatch {
  readonly history = new LeadHistory();
  private readonly now: () => number;

  constructor(private readonly deps: DeskWatchDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** A page the sync read: changes in it are approximate, leads new to a complete index are told. */
  sawFromSync(leads: readonly Lead[]): void {
    const pairs = leads.map((arrived) => ({ held: this.deps.held(arrived.id), arrived }));
    this.history.observe(pairs, this.now(), false);
    if (!this.deps.complete()) return;
    const found = pairs.filter((pair) => pair.held === null).map((pair) => pair.arrived);
    // Told after the engine has put the page in, so an inbox asked at once already lists them.
    if (found.length > 0) setTimeout(() => this.deps.onFound(found), 0);
  }

  /** The app's own saves: exact touches. */
  sawFromApp(leads: readonly Lead[]): void {
    this.history.observe(
      leads.map((arrived) => ({ held: this.deps.held(arrived.id), arrived })),
      this.now(),
      true,
    );
  }
}
