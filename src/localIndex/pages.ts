/**
 * The pages (tabs) a shared index worker serves. The engine and its sync exist once; what it needs from a page
 * (a token renewal) it asks of one live page, the one that connected last, and what it has to say (status,
 * changes, leads found) it tells every page. A page that closed answers nothing ever again (a message to its port
 * is dropped in silence), so the worker learns of its going apart (./pageLife.ts) and drops it: a question in
 * flight to it is asked again of the next page.
 */
export class ConnectedPages<Page> {
  /** Oldest first: the last one is asked first. */
  private readonly pages: Array<{ id: string; page: Page; gone: Promise<void>; leave: () => void }> = [];

  get size(): number {
    return this.pages.length;
  }

  /** A page connected (or reconnected under the same id: it replaces itself and becomes the most recent). */
  add(id: string, page: Page): void {
    this.drop(id);
    let leave: () => void = () => undefined;
    const gone = new Promise<void>((resolve) => {
      leave = resolve;
    });
    this.pages.push({ id, page, gone, leave });
  }

  /** The page closed or disconnected: it is asked nothing more, and a question waiting on it moves on. */
  drop(id: string): void {
    const at = this.pages.findIndex((entry) => entry.id === id);
    if (at < 0) return;
    const [entry] = this.pages.splice(at, 1);
    entry?.leave();
  }

  has(id: string): boolean {
    return this.pages.some((entry) => entry.id === id);
  }

  /** Tells every page; one that fails (closing as it is told) does not keep the others from hearing. */
  tellAll(tell: (page: Page) => unknown): void {
    for (const { page } of [...this.pages]) {
      try {
        void Promise.resolve(tell(page)).catch(() => undefined);
      } catch {
        // A page whose port is closing: the others still hear.
      }
    }
  }

  /**
   * Asks the most recent live page; if that page goes before it answers, the next most recent is asked. A page's
   * own failure (its refresh met no network) is the answer. With no page left, resolves to `whenNone`.
   */
  async ask<T>(question: (page: Page) => Promise<T>, whenNone: T): Promise<T> {
    for (;;) {
      const entry = this.pages[this.pages.length - 1];
      if (!entry) return whenNone;
      const answer = await Promise.race([
        question(entry.page).then((value) => ({ value })),
        entry.gone.then(() => null),
      ]);
      if (answer) return answer.value;
    }
  }
}
