import { describe, expect, it } from 'vitest';
import { type Machine, planTestTools } from '../tools/ensureTestTools';

function machine(overrides: Partial<Machine> & { present?: string[] } = {}): Machine {
  const present = new Set(overrides.present ?? ['/usr/bin/chromium', '/usr/bin/redis-server']);
  return {
    env: {},
    exists: (path) => present.has(path),
    isRoot: false,
    hasAptGet: true,
    ...overrides,
  };
}

describe('what npm test brings before the tests', () => {
  it('does nothing when Chromium and redis-server are there', () => {
    expect(planTestTools(machine())).toEqual({ kind: 'ready' });
  });

  it('installs what is missing through apt-get when running as root on Debian', () => {
    expect(planTestTools(machine({ isRoot: true, present: [] }))).toEqual({
      kind: 'install',
      packages: ['chromium', 'redis-server'],
    });
    expect(planTestTools(machine({ isRoot: true, present: ['/usr/bin/chromium'] }))).toEqual({
      kind: 'install',
      packages: ['redis-server'],
    });
  });

  it('stops at once with the one command to run when it is not root', () => {
    const plan = planTestTools(machine({ present: ['/usr/bin/redis-server'] }));
    expect(plan.kind).toBe('stop');
    expect(plan.kind === 'stop' && plan.message).toContain(
      "sudo sh -c 'apt-get update && apt-get install -y chromium'",
    );
  });

  it('takes a program named by its variable, and never installs over a wrong one', () => {
    const elsewhere = { CHROMIUM_PATH: '/opt/chrome/chrome' };
    expect(
      planTestTools(machine({ env: elsewhere, present: ['/opt/chrome/chrome', '/usr/bin/redis-server'] })),
    ).toEqual({ kind: 'ready' });
    const plan = planTestTools(machine({ env: elsewhere, isRoot: true }));
    expect(plan.kind === 'stop' && plan.message).toContain(
      'CHROMIUM_PATH=/opt/chrome/chrome names no program',
    );
  });

  it('names the programs when there is no apt-get to install them', () => {
    const plan = planTestTools(machine({ isRoot: true, hasAptGet: false, present: [] }));
    expect(plan.kind === 'stop' && plan.message).toContain('chromium (the browser tests) and redis-server');
  });
});
