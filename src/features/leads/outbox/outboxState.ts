/**
 * What the rest of the app must know of the outbox without loading it (it loads after the first screen): how many
 * changes are not sent yet. Written by outbox.ts only.
 */
let unsent = 0;

export function setOutboxUnsent(count: number): void {
  unsent = count;
}

/** Changes kept on this device and not yet in the CRM (waiting, being sent, or waiting for the person). */
export function outboxUnsentCount(): number {
  return unsent;
}
