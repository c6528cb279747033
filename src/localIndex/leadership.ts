import type { Lead } from '@/api/schemas/lead';
import type { LockManagerLike } from './pageLife';
import type { IndexStatus } from './status';

/**
 * Without SharedWorker (Chrome for Android before 148, Android WebView), each tab runs its own index worker, and
 * one of them leads: the one holding the Web Lock named for the database syncs with the CRM. The others ask the CRM
 * nothing; told over a BroadcastChannel that the leader's copy changed, they read it back from IndexedDB (the
 * leader wrote it there first) and show the leader's status. When the leader's tab closes, the browser lets go of
 * its lock and the next tab waiting for it leads. What a follower's page asks of the sync (look now, pause, resume,
 * clear, a lead the app saved) goes to the leader.
 */

export type LeaderCommand =
  | { kind: 'sync-now' }
  | { kind: 'pause' }
  | { kind: 'resume' }
  | { kind: 'clear' }
  | { kind: 'put'; leads: Lead[] };

type Notice =
  | { type: 'status'; status: IndexStatus }
  | { type: 'command'; command: LeaderCommand }
  /** A follower that just started asks for the leader's status. */
  | { type: 'hello' };

/** The part of BroadcastChannel used here (tests pass their own). */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

export interface LeadershipDeps {
  locks: LockManagerLike;
  channel: ChannelLike;
  /** The database's name: one leader per account and user. */
  databaseName: string;
  /** This tab leads from now on: its engine syncs (started afresh from what the browser kept). */
  lead(): Promise<void>;
  /** A follower reads back what the leader wrote. */
  catchUp(): Promise<void>;
  /** The status this tab's page shows. */
  publish(status: IndexStatus): void;
  /** The leader runs what a follower asked. */
  run(command: LeaderCommand): void;
}

const LEADER_LOCK_PREFIX = 'crm-lead-index-leader-';

function isNotice(data: unknown): data is Notice {
  if (typeof data !== 'object' || data === null) return false;
  const type = (data as { type?: unknown }).type;
  return type === 'status' || type === 'command' || type === 'hello';
}

export class SyncLeadership {
  private leading = false;
  private stopped = false;
  private letGo: () => void = () => undefined;
  /** The leader's last status: what a follower shows, once it has caught up with its version. */
  private latest: IndexStatus | null = null;
  private caughtUpTo: number | null = null;
  private published: IndexStatus | null = null;
  private catching: Promise<void> | null = null;

  constructor(private readonly deps: LeadershipDeps) {
    deps.channel.addEventListener('message', (event) => this.hear(event.data));
  }

  get isLeader(): boolean {
    return this.leading;
  }

  /** Waits for the lead (at once when no other tab has it); meanwhile this tab follows. */
  start(): void {
    const released = new Promise<void>((resolve) => {
      this.letGo = resolve;
    });
    void this.deps.locks.request(`${LEADER_LOCK_PREFIX}${this.deps.databaseName}`, async () => {
      if (this.stopped) return;
      this.leading = true;
      await this.deps.lead();
      await released;
    });
    this.deps.channel.postMessage({ type: 'hello' } satisfies Notice);
  }

  /** What this tab shows before it has heard from the leader (or leads itself). */
  shown(own: IndexStatus): IndexStatus {
    if (this.leading) return own;
    return this.latest ?? { ...own, phase: 'starting' };
  }

  /** The leader's engine changed: its pages and every follower hear. */
  leaderStatus(status: IndexStatus): void {
    this.latest = status;
    this.deps.publish(status);
    this.deps.channel.postMessage({ type: 'status', status } satisfies Notice);
  }

  /** A page asked something of the sync: the leader does it, a follower passes it on. */
  command(command: LeaderCommand): void {
    if (this.leading) this.deps.run(command);
    else this.deps.channel.postMessage({ type: 'command', command } satisfies Notice);
  }

  /** The tab closes or signs out: the lead passes on. */
  stop(): void {
    this.stopped = true;
    this.letGo();
    this.deps.channel.close();
  }

  private hear(data: unknown): void {
    if (this.stopped || !isNotice(data)) return;
    if (data.type === 'hello') {
      if (this.leading && this.latest) {
        this.deps.channel.postMessage({ type: 'status', status: this.latest } satisfies Notice);
      }
    } else if (data.type === 'command') {
      if (this.leading) this.deps.run(data.command);
    } else if (!this.leading) {
      this.follow(data.status);
    }
  }

  /** One catch-up at a time, always to the newest status heard: a burst of changes costs one or two reads. */
  private follow(status: IndexStatus): void {
    this.latest = status;
    this.catching ??= (async () => {
      for (;;) {
        const target = this.latest;
        if (!target || this.stopped || this.leading) return;
        if (target.version !== this.caughtUpTo) {
          await this.deps.catchUp().catch(() => undefined);
          this.caughtUpTo = target.version;
        }
        if (this.latest === target) {
          this.published = target;
          this.deps.publish(target);
          return;
        }
      }
    })().finally(() => {
      this.catching = null;
      // A status heard between the last publish and here is not lost.
      if (this.latest && this.latest !== this.published && !this.leading) this.follow(this.latest);
    });
  }
}
