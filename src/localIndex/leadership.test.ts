import { describe, expect, it } from 'vitest';
import { type ChannelLike, type LeaderCommand, SyncLeadership } from './leadership';
import type { LockManagerLike } from './pageLife';
import { INITIAL_STATUS, type IndexStatus } from './status';
import { fakeLocks } from './testing/fakeLocks';

/** BroadcastChannel in miniature: a message reaches every other open channel, later. */
function channelHub(): () => ChannelLike {
  const open = new Set<{ listeners: Array<(event: { data: unknown }) => void> }>();
  return () => {
    const self = { listeners: [] as Array<(event: { data: unknown }) => void> };
    open.add(self);
    return {
      postMessage(message) {
        const data = structuredClone(message);
        for (const other of open) {
          if (other === self) continue;
          setTimeout(() => {
            if (open.has(other)) for (const listener of other.listeners) listener({ data });
          }, 0);
        }
      },
      addEventListener(_type, listener) {
        self.listeners.push(listener);
      },
      close() {
        open.delete(self);
      },
    };
  };
}

interface Tab {
  leadership: SyncLeadership;
  leads: number;
  catchUps: number;
  shown: IndexStatus[];
  ran: LeaderCommand[];
}

function tab(locks: LockManagerLike, channel: ChannelLike): Tab {
  const result: Tab = {
    leadership: undefined as unknown as SyncLeadership,
    leads: 0,
    catchUps: 0,
    shown: [],
    ran: [],
  };
  result.leadership = new SyncLeadership({
    locks,
    channel,
    databaseName: 'crm-lead-index-abc',
    lead: async () => {
      result.leads += 1;
    },
    catchUp: async () => {
      result.catchUps += 1;
      // Reading IndexedDB takes a while: statuses heard meanwhile wait for it.
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    publish: (status) => result.shown.push(status),
    run: (command) => result.ran.push(command),
  });
  result.leadership.start();
  return result;
}

/** Lets every message and read in flight land: each turn queues behind the timers they queued (no clock involved). */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}
const status = (version: number, phase: IndexStatus['phase'] = 'up-to-date'): IndexStatus => ({
  ...INITIAL_STATUS,
  phase,
  version,
  indexed: version,
});

function threeTabs() {
  const locks = fakeLocks();
  const channel = channelHub();
  const tabs = [tab(locks, channel()), tab(locks, channel()), tab(locks, channel())] as const;
  return { tabs, locks, channel };
}

describe('one tab leads the sync where there is no SharedWorker', () => {
  it('lets one tab lead; the others ask the CRM nothing', async () => {
    const { tabs } = threeTabs();
    await settle();
    expect(tabs.map((each) => each.leads)).toEqual([1, 0, 0]);
    expect(tabs.map((each) => each.leadership.isLeader)).toEqual([true, false, false]);
  });

  it('followers read back a changed copy, then show the leader’s status', async () => {
    const { tabs } = threeTabs();
    await settle();
    const [leader, follower] = tabs;
    leader.leadership.leaderStatus(status(7));
    await settle();
    expect(follower.catchUps).toBe(1);
    expect(follower.shown.at(-1)).toEqual(status(7));
    // The same leads, another status (synced a moment later): nothing to read back.
    leader.leadership.leaderStatus({ ...status(7), syncedAt: 1 });
    await settle();
    expect(follower.catchUps).toBe(1);
    expect(follower.shown.at(-1)?.syncedAt).toBe(1);
  });

  it('a burst of changes costs a follower one or two reads, and it ends on the newest', async () => {
    const { tabs } = threeTabs();
    await settle();
    const [leader, follower] = tabs;
    for (let version = 1; version <= 20; version += 1) leader.leadership.leaderStatus(status(version));
    await settle();
    await settle();
    expect(follower.catchUps).toBeLessThanOrEqual(2);
    expect(follower.shown.at(-1)).toEqual(status(20));
  });

  it('hands the lead to one other tab when the leader’s tab closes', async () => {
    const { tabs } = threeTabs();
    await settle();
    tabs[0].leadership.stop();
    await settle();
    expect(tabs.map((each) => each.leads)).toEqual([1, 1, 0]);
    tabs[1].leadership.stop();
    await settle();
    expect(tabs.map((each) => each.leads)).toEqual([1, 1, 1]);
  });

  it('passes what a follower’s page asks of the sync to the leader', async () => {
    const { tabs } = threeTabs();
    await settle();
    tabs[2].leadership.command({ kind: 'sync-now' });
    tabs[1].leadership.command({ kind: 'put', leads: [] });
    tabs[0].leadership.command({ kind: 'pause' });
    await settle();
    expect(tabs[0].ran).toEqual([{ kind: 'pause' }, { kind: 'sync-now' }, { kind: 'put', leads: [] }]);
    expect(tabs[1].ran).toEqual([]);
    expect(tabs[2].ran).toEqual([]);
  });

  it('a tab opened later hears the leader’s status at once, not at its next change', async () => {
    const { tabs, locks, channel } = threeTabs();
    await settle();
    tabs[0].leadership.leaderStatus(status(3));
    await settle();
    const late = tab(locks, channel());
    expect(late.leadership.shown(status(0, 'paused')).phase).toBe('starting');
    await settle();
    await settle();
    expect(late.shown.at(-1)).toEqual(status(3));
    expect(late.leadership.shown(status(0, 'paused'))).toEqual(status(3));
  });
});
