import { describe, expect, it } from 'vitest';
import { ConnectedPages } from './pages';

interface FakePage {
  name: string;
  refresh(): Promise<string>;
  heard: string[];
}

function page(name: string, refresh: () => Promise<string> = async () => `token from ${name}`): FakePage {
  return { name, refresh, heard: [] };
}

const never = () => new Promise<string>(() => undefined);

describe('the pages a shared index worker serves', () => {
  it('asks the page that connected last', async () => {
    const pages = new ConnectedPages<FakePage>();
    pages.add('a', page('a'));
    pages.add('b', page('b'));
    await expect(pages.ask((p) => p.refresh(), null)).resolves.toBe('token from b');
  });

  it('asks the next page when the one asked closes before it answers', async () => {
    const pages = new ConnectedPages<FakePage>();
    pages.add('a', page('a'));
    pages.add('b', page('b', never));
    const answer = pages.ask((p) => p.refresh(), null);
    pages.drop('b');
    await expect(answer).resolves.toBe('token from a');
    expect(pages.size).toBe(1);
  });

  it('answers with the fallback when no page is left', async () => {
    const pages = new ConnectedPages<FakePage>();
    pages.add('a', page('a', never));
    const answer = pages.ask((p) => p.refresh(), null);
    pages.drop('a');
    await expect(answer).resolves.toBeNull();
  });

  it("passes on a live page's own failure instead of asking another", async () => {
    const pages = new ConnectedPages<FakePage>();
    pages.add('a', page('a'));
    pages.add(
      'b',
      page('b', async () => Promise.reject(new Error('offline'))),
    );
    await expect(pages.ask((p) => p.refresh(), null)).rejects.toThrow('offline');
  });

  it('a page that reconnects becomes the most recent once, not twice', async () => {
    const pages = new ConnectedPages<FakePage>();
    pages.add('a', page('a'));
    pages.add('b', page('b'));
    pages.add('a', page('a again'));
    expect(pages.size).toBe(2);
    await expect(pages.ask((p) => p.refresh(), null)).resolves.toBe('token from a again');
  });

  it('tells every page, and one that throws does not keep the others from hearing', () => {
    const pages = new ConnectedPages<FakePage>();
    const a = page('a');
    const c = page('c');
    pages.add('a', a);
    pages.add('b', page('b'));
    pages.add('c', c);
    pages.tellAll((p) => {
      if (p.name === 'b') throw new Error('port closing');
      p.heard.push('status');
    });
    pages.tellAll((p) => (p.name === 'b' ? Promise.reject(new Error('gone')) : p.heard.push('found')));
    expect(a.heard).toEqual(['status', 'found']);
    expect(c.heard).toEqual(['status', 'found']);
  });

  it('tells a dropped page nothing more', () => {
    const pages = new ConnectedPages<FakePage>();
    const a = page('a');
    pages.add('a', a);
    pages.drop('a');
    pages.drop('a');
    pages.tellAll((p) => p.heard.push('status'));
    expect(a.heard).toEqual([]);
    expect(pages.has('a')).toBe(false);
  });
});
