import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { replaceBetweenMarkers } from '../bench/support/report';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('the benches write their figures into docs/performance.md', () => {
  it('has a marked section for every bench script of package.json', () => {
    const scripts = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts as Record<
      string,
      string
    >;
    const benches = Object.entries(scripts)
      .filter(([name]) => name === 'bench' || name.startsWith('bench:'))
      .flatMap(([, command]) =>
        [...command.matchAll(/tests\/bench\/(\w+)\.ts/g)].map((match) => match[1] ?? ''),
      );
    const doc = readFileSync(path.join(ROOT, 'docs/performance.md'), 'utf8');
    expect(new Set(benches).size).toBeGreaterThanOrEqual(6);
    for (const bench of benches) {
      expect(replaceBetweenMarkers(doc, bench, 'figures'), bench).toBeDefined();
    }
  });

  it('replaces only what stands between the bench’s own markers', () => {
    const doc = [
      'Targets, written by hand.',
      '<!-- bench:benchBoard:begin -->',
      'old figures',
      '<!-- bench:benchBoard:end -->',
      '<!-- bench:server:begin -->',
      'server figures',
      '<!-- bench:server:end -->',
    ].join('\n');
    const next = replaceBetweenMarkers(doc, 'benchBoard', '```\n{"case":"board"}\n```');
    expect(next).toBe(
      [
        'Targets, written by hand.',
        '<!-- bench:benchBoard:begin -->',
        '```\n{"case":"board"}\n```',
        '<!-- bench:benchBoard:end -->',
        '<!-- bench:server:begin -->',
        'server figures',
        '<!-- bench:server:end -->',
      ].join('\n'),
    );
    expect(replaceBetweenMarkers(doc, 'benchIndex', 'x')).toBeUndefined();
  });
});
