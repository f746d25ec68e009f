import { describe, expect, it } from 'vitest';
import { listSearch, parseListParams } from './list-params.ts';

const parse = (kind: 'movie' | 'game', search: string) => parseListParams(kind, new URLSearchParams(search));

describe('parseListParams', () => {
  it('defaults to the newest finished first, page 1, the cover grid', () => {
    expect(parse('movie', '')).toEqual({
      query: { kind: 'movie', sort: 'finished', order: 'desc', page: 1, per_page: 24 },
      view: 'grid',
      invalid: [],
    });
  });

  it('reads every filter, the sort, the page and the view from the address', () => {
    const state = parse(
      'movie',
      'type=anime_series&status=done&level=3&year_from=1990&year_to=1999&region=JP&tag=noir&sort=title&order=asc&page=2&view=list',
    );
    expect(state.query).toEqual({
      kind: 'movie',
      type: 'anime_series',
      status: 'done',
      level: '3',
      year_from: 1990,
      year_to: 1999,
      region: 'JP',
      tag: 'noir',
      sort: 'title',
      order: 'asc',
      page: 2,
      per_page: 24,
    });
    expect(state.view).toBe('list');
    expect(state.invalid).toEqual([]);
  });

  it('[CONST-04] takes the spec’s game genres and refuses another code', () => {
    expect(parse('game', 'genre=metroidvania').query.genre).toBe('metroidvania');
    expect(parse('game', 'genre=visual_novel').query.genre).toBe('visual_novel');
    const state = parse('game', 'genre=moba');
    expect(state.query.genre).toBeUndefined();
    expect(state.invalid).toEqual(['genre']);
  });

  it('[CONST-05] takes the spec’s movie types and refuses another', () => {
    for (const type of ['movie', 'series', 'anime_movie', 'anime_series'])
      expect(parse('movie', `type=${type}`).query.type).toBe(type);
    expect(parse('movie', 'type=documentary').invalid).toEqual(['type']);
  });

  it('[CONST-06] [CONST-07] a level is 0 to 7, or none for no-rate', () => {
    for (const level of ['0', '7', 'none']) expect(parse('movie', `level=${level}`).query.level).toBe(level);
    for (const level of ['8', '-1', 'x']) expect(parse('movie', `level=${level}`).invalid).toEqual(['level']);
  });

  it('leaves out what the server would refuse, and the other kind’s filter', () => {
    const state = parse('movie', 'genre=rpg&page=0&sort=random&region=XX&view=cards&year_from=abc');
    expect(state.query).toEqual({ kind: 'movie', sort: 'finished', order: 'desc', page: 1, per_page: 24 });
    expect(state.view).toBe('grid');
    expect(state.invalid.sort()).toEqual(['genre', 'page', 'region', 'sort', 'view', 'year_from'].sort());
  });

  it('reads a reversed year range the right way round', () => {
    const { query } = parse('game', 'year_from=2020&year_to=2010');
    expect([query.year_from, query.year_to]).toEqual([2010, 2020]);
  });
});

describe('listSearch', () => {
  const params = (search: string) => new URLSearchParams(search);

  it('writes a change and returns to page 1', () => {
    expect(listSearch(params('tag=noir&page=3'), { sort: 'title' })).toBe('?tag=noir&sort=title');
    expect(listSearch(params('page=3'), { level: 'none' })).toBe('?level=none');
  });

  it('keeps the page when only the page or the view changes', () => {
    expect(listSearch(params('status=done&page=3'), { view: 'list' })).toBe('?status=done&page=3&view=list');
    expect(listSearch(params('status=done'), { page: 4 })).toBe('?status=done&page=4');
  });

  it('drops defaults and cleared values, so each view has one address', () => {
    expect(listSearch(params('sort=title&order=asc'), { sort: 'finished', order: 'desc' })).toBe('');
    expect(listSearch(params('tag=noir&view=list'), { tag: '', view: 'grid' })).toBe('');
    expect(listSearch(params('page=2'), { page: 1 })).toBe('');
  });

  it('adds new=1 for the editor without losing the view', () => {
    expect(listSearch(params('genre=rpg&page=2'), { new: 1 })).toBe('?genre=rpg&page=2&new=1');
  });
});
