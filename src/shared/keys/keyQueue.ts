/**
 * What a shortcut did with a key: done; not yet (the screen is between states — the next lead's page is loading,
 * its place in the list is still being computed — so the key waits, first in line); or a request in flight, after
 * which the next key goes.
 */
export type KeyOutcome = 'done' | 'notYet' | Promise<unknown>;

export interface KeyBinding {
  /** `KeyboardEvent.code` (the key's place, so letters work in any layout): `KeyJ`, `ArrowDown`, `Enter`. */
  code: string;
  /** Whether this key press is the binding's (read at the press: where the focus was); default yes. */
  when?(event: KeyboardEvent): boolean;
  run(): KeyOutcome;
}

interface Pressed {
  code: string;
}

/**
 * Keys pressed closer together than this are one run, typed ahead: each waits however long its screen takes. A key
 * after a longer pause, while keys still wait, means the person moved on: those are dropped, and it starts anew (so
 * a key stuck behind a screen that never came cannot swallow what is typed later).
 */
export const KEY_RUN_GAP_MS = 5000;

/**
 * The one queue of shortcut keys (DESIGN.md: keys typed ahead are queued where the key handling is, not per
 * screen). Keys are acted on in the order pressed, each once the screen can: J J J moves three leads even when
 * each move waits for the next page; T then J takes the lead, then moves on.
 */
export class KeyQueue {
  private readonly bindings: KeyBinding[][] = [];
  private readonly queue: Pressed[] = [];
  private inFlight = false;
  /** Codes some screen has bound: one pressed while earlier keys wait joins them (its screen may be on its way). */
  private readonly known = new Set<string>();
  private lastPressAt = Number.NEGATIVE_INFINITY;
  /**
   * The codes of the screen that took the last key of this run: one of them pressed in the same run waits for its
   * screen even when no screen binds it that moment (J J J: the second J moved on and the next lead's page is still
   * loading when the third comes). Another key then is not held: Enter on a button stays the button's.
   */
  private runCodes: ReadonlySet<string> = new Set();

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** A screen's keys; the latest registered answers a key first. Returns the unregister. */
  register(bindings: KeyBinding[]): () => void {
    this.bindings.push(bindings);
    for (const binding of bindings) this.known.add(binding.code);
    return () => {
      const index = this.bindings.indexOf(bindings);
      if (index >= 0) this.bindings.splice(index, 1);
    };
  }

  /** True when a binding takes the key (the caller then keeps it from the browser). */
  press(event: KeyboardEvent): boolean {
    const at = this.now();
    if (at - this.lastPressAt > KEY_RUN_GAP_MS) this.clear();
    this.lastPressAt = at;
    const busy = this.inFlight || this.queue.length > 0;
    const waits = (busy && this.known.has(event.code)) || this.runCodes.has(event.code);
    if (!this.find(event.code, event) && !waits) return false;
    this.queue.push({ code: event.code });
    this.drain();
    return true;
  }

  /** Acts on the waiting keys as far as the screens now can: called after every render of a screen with keys. */
  drain(): void {
    while (!this.inFlight && this.queue.length > 0) {
      const head = this.queue[0] as Pressed;
      const found = this.findWithScreen(head.code, null);
      const outcome = found ? found.binding.run() : 'notYet';
      if (outcome === 'notYet') return;
      this.queue.shift();
      if (found) this.runCodes = new Set(found.screen.map((binding) => binding.code));
      if (outcome !== 'done') {
        this.inFlight = true;
        const next = () => {
          this.inFlight = false;
          this.drain();
        };
        outcome.then(next, next);
      }
    }
  }

  /**
   * The person moved on (a click, Escape): the keys still waiting are dropped. Not a time limit: on a slow
   * machine a key typed ahead may wait seconds for the next page, and is still wanted.
   */
  clear(): void {
    this.queue.length = 0;
    this.runCodes = new Set();
  }

  /** Keys still waiting (tests). */
  get waiting(): number {
    return this.queue.length;
  }

  private find(code: string, event: KeyboardEvent | null): KeyBinding | undefined {
    return this.findWithScreen(code, event)?.binding;
  }

  private findWithScreen(
    code: string,
    event: KeyboardEvent | null,
  ): { binding: KeyBinding; screen: KeyBinding[] } | undefined {
    for (let index = this.bindings.length - 1; index >= 0; index -= 1) {
      const screen = this.bindings[index] ?? [];
      const binding = screen.find(
        (candidate) => candidate.code === code && (event === null || (candidate.when?.(event) ?? true)),
      );
      if (binding) return { binding, screen };
    }
    return undefined;
  }
}
