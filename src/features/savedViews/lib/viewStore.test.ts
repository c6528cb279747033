import { afterEach, describe, expect, it } from 'vitest';
import {
  deleteView,
  forgetViews,
  moveView,
  readViews,
  renameView,
  saveView,
  viewHref,
  viewsKey,
} from './viewStore';

const anna = viewsKey('https://crm.example/api/', ' Anna@Example.com');
const boris = viewsKey('https://crm.example/api', 'boris@example.com');

describe('saved views in the browser', () => {
  afterEach(() => localStorage.clear());

  it('keeps views per account and login, in order, renamed, moved and deleted', () => {
    const hot = saveView(anna, {
      name: '  Hot   leads ',
      path: '/leads',
      search: 'stage=2&sort=cost&dir=desc',
    });
    const board = saveView(anna, { name: 'Board', path: '/board', search: '' });
    saveView(boris, { name: 'Mine', path: '/dashboard', search: 'owner=7' });
    expect(
      readViews(viewsKey('https://crm.example/api', 'anna@example.com')).map((view) => view.name),
    ).toEqual(['Hot leads', 'Board']);
    moveView(anna, board.id, -1);
    renameView(anna, hot.id, 'Costly');
    expect(readViews(anna).map((view) => [view.name, viewHref(view)])).toEqual([
      ['Board', '/board'],
      ['Costly', '/leads?stage=2&sort=cost&dir=desc'],
    ]);
    moveView(anna, board.id, -1);
    deleteView(anna, board.id);
    expect(readViews(anna).map((view) => view.name)).toEqual(['Costly']);
    expect(readViews(boris).map((view) => view.name)).toEqual(['Mine']);
  });

  it('ignores what it did not write, and forgets every view at sign-out', () => {
    localStorage.setItem(
      anna,
      JSON.stringify([{ id: 'x', name: 'Bad', path: '/elsewhere', search: '' }, 'junk']),
    );
    expect(readViews(anna)).toEqual([]);
    saveView(anna, { name: 'One', path: '/leads', search: 'q=1' });
    localStorage.setItem('crm.desk.alerts', '{}');
    forgetViews();
    expect(readViews(anna)).toEqual([]);
    expect(localStorage.getItem('crm.desk.alerts')).toBe('{}');
  });
});
