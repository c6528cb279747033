/**
 * Requests for "Which employee are you?": a screen asks (the first take, "Mine"), the desk shell shows the dialog
 * and settles every waiting request with the answer. A request made before the shell has loaded waits for it.
 */
type Listener = () => void;

let asking = false;
let waiters: Array<(employeeId: number | null) => void> = [];
const listeners = new Set<Listener>();

function changed(): void {
  for (const listener of listeners) listener();
}

export function askWhoAmI(): Promise<number | null> {
  return new Promise((resolve) => {
    waiters.push(resolve);
    asking = true;
    changed();
  });
}

/** Opens the dialog with no screen waiting (the menu's "Change who I am"). */
export function openWhoAmI(): void {
  asking = true;
  changed();
}

export function isAskingWhoAmI(): boolean {
  return asking;
}

export function settleWhoAmI(employeeId: number | null): void {
  asking = false;
  const pending = waiters;
  waiters = [];
  for (const resolve of pending) resolve(employeeId);
  changed();
}

export function subscribeWhoAmI(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
