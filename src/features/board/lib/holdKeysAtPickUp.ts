/**
 * Keys typed right after a card is picked up by keyboard, kept until the board can act on them (issue 25: keys are
 * never lost). dnd-kit's keyboard sensor starts listening in a timer it sets at pick-up (so the Space that picked
 * the card up does not drop it at once), and the columns' places are measured a render or two later: an arrow key
 * before then did nothing. A browser hands input over before waiting timers, so on a busy page even a person's
 * "Space, Right, Space" came too early. From the pick-up, keys wait; once the sensor listens and the board has
 * settled, they are handed on in the order typed, one per task, so each move is drawn before the next key.
 */
interface Hold {
  document: Document;
  keys: KeyboardEvent[];
  sensorListening: boolean;
  settled: boolean;
  timer: ReturnType<typeof setTimeout> | null;
  giveUp: ReturnType<typeof setTimeout> | null;
}

/** If the board never settles (no column measured), the keys go on as typed rather than wait for ever. */
const SETTLE_LIMIT_MS = 1000;

let hold: Hold | null = null;
const replayed = new WeakSet<Event>();

function onKeyDown(event: KeyboardEvent): void {
  if (!hold || replayed.has(event)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  hold.keys.push(event);
}

function schedule(): void {
  if (hold && hold.timer === null) hold.timer = setTimeout(step);
}

function step(): void {
  if (!hold) return;
  hold.timer = null;
  if (!hold.sensorListening || !hold.settled) return;
  const event = hold.keys.shift();
  if (!event) {
    hold.document.removeEventListener('keydown', onKeyDown, true);
    if (hold.giveUp !== null) clearTimeout(hold.giveUp);
    hold = null;
    return;
  }
  const copy = new KeyboardEvent('keydown', {
    key: event.key,
    code: event.code,
    shiftKey: event.shiftKey,
    altKey: event.altKey,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    bubbles: true,
    cancelable: true,
  });
  replayed.add(copy);
  (hold.document.activeElement ?? hold.document.body).dispatchEvent(copy);
  schedule();
}

/** Called by a card when its key picked it up (dnd-kit marks that event). */
export function holdKeysAtPickUp(document: Document): void {
  if (!hold) {
    hold = { document, keys: [], sensorListening: false, settled: false, timer: null, giveUp: null };
    document.addEventListener('keydown', onKeyDown, true);
  }
  const current = hold;
  current.sensorListening = false;
  current.settled = false;
  // Set after the sensor's own timer, in the same task: it runs after it, when the sensor listens.
  setTimeout(() => {
    current.sensorListening = true;
    schedule();
  });
  if (current.giveUp !== null) clearTimeout(current.giveUp);
  current.giveUp = setTimeout(boardSettled, SETTLE_LIMIT_MS);
}

/** Called by the board when a picked-up card is over its column (or the drag ended): it can act on keys. */
export function boardSettled(): void {
  if (!hold) return;
  hold.settled = true;
  schedule();
}
