/**
 * Run by `npm test` before anything else (package.json's `pretest`): the programs the tests need beyond
 * node_modules. As root on Debian it installs what is missing through apt-get, once; otherwise it stops at once
 * with the one command to run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export interface TestTool {
  debianPackage: string;
  /** The variable that may name the program elsewhere (the tests read the same one). */
  variable: string;
  defaultPath: string;
  neededBy: string;
}

export const TEST_TOOLS: readonly TestTool[] = [
  {
    debianPackage: 'chromium',
    variable: 'CHROMIUM_PATH',
    defaultPath: '/usr/bin/chromium',
    neededBy: 'the browser tests',
  },
  {
    debianPackage: 'redis-server',
    variable: 'REDIS_SERVER_PATH',
    defaultPath: '/usr/bin/redis-server',
    neededBy: 'the shared sign-in limit tests',
  },
];

export interface Machine {
  env: Record<string, string | undefined>;
  exists(path: string): boolean;
  isRoot: boolean;
  hasAptGet: boolean;
}

export type ToolPlan =
  | { kind: 'ready' }
  | { kind: 'install'; packages: string[] }
  | { kind: 'stop'; message: string };

export function installCommand(packages: readonly string[], isRoot: boolean): string {
  const command = `apt-get update && apt-get install -y ${packages.join(' ')}`;
  return isRoot ? command : `sudo sh -c '${command}'`;
}

export function planTestTools(machine: Machine, tools: readonly TestTool[] = TEST_TOOLS): ToolPlan {
  const missing = tools.filter((tool) => !machine.exists(machine.env[tool.variable] ?? tool.defaultPath));
  if (missing.length === 0) return { kind: 'ready' };
  // A program named elsewhere is the developer's own: apt-get would not put it there.
  const misnamed = missing.find((tool) => machine.env[tool.variable] !== undefined);
  if (misnamed) {
    return {
      kind: 'stop',
      message: `${misnamed.variable}=${machine.env[misnamed.variable]} names no program (${misnamed.neededBy} need it): correct it, or unset it to use Debian's ${misnamed.defaultPath}.`,
    };
  }
  const packages = missing.map((tool) => tool.debianPackage);
  const what = missing.map((tool) => `${tool.debianPackage} (${tool.neededBy})`).join(' and ');
  if (!machine.hasAptGet) {
    return {
      kind: 'stop',
      message: `npm test needs ${what}. Install them with this system's package manager, or name them with ${missing.map((tool) => tool.variable).join(' / ')}, then run npm test again.`,
    };
  }
  if (!machine.isRoot) {
    return {
      kind: 'stop',
      message: `npm test needs Debian's ${what}. Run this once, then npm test again:\n  ${installCommand(packages, false)}`,
    };
  }
  return { kind: 'install', packages };
}

function onPath(program: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' }).status === 0;
}

function thisMachine(): Machine {
  return {
    env: process.env,
    exists: existsSync,
    isRoot: process.getuid?.() === 0,
    hasAptGet: onPath('apt-get'),
  };
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
  }
}

function main(): number {
  const plan = planTestTools(thisMachine());
  if (plan.kind === 'ready') return 0;
  if (plan.kind === 'stop') {
    console.error(plan.message);
    return 1;
  }
  process.stdout.write(`Installing Debian's ${plan.packages.join(' and ')} for the tests…\n`);
  run('apt-get', ['update', '-q']);
  run('apt-get', ['install', '-y', '-q', ...plan.packages]);
  const after = planTestTools(thisMachine());
  if (after.kind === 'ready') return 0;
  console.error(
    `apt-get installed ${plan.packages.join(' ')}, yet a program the tests need is still missing.`,
  );
  return 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main();
}
