import { buildQuery, type QueryMap } from '../http/query.ts';

export interface PageLink {
  url: string | null;
  label: string;
  active: boolean;
}

export interface Paginated<T> {
  data: T[];
  links: { first: string; last: string; prev: string | null; next: string | null };
  meta: {
    current_page: number;
    from: number | null;
    last_page: number;
    links: PageLink[];
    path: string;
    per_page: number;
    to: number | null;
    total: number;
  };
}

export interface PageInput<T> {
  items: T[];
  total: number;
  page: number;
  perPage: number;
  /** Absolute URL of the list without a query, e.g. http://127.0.0.1:8787/lead. */
  path: string;
  /** The request's query; links keep it and change only `page`. */
  query: QueryMap;
}

const ON_EACH_SIDE = 3;

function range(from: number, to: number): number[] {
  const pages: number[] = [];
  for (let page = from; page <= to; page += 1) pages.push(page);
  return pages;
}

// Laravel's UrlWindow: every page when there are few, otherwise the start, a window and the end with
// "..." between them. `null` stands for a "..." entry.
function pageWindow(current: number, last: number): (number | null)[] {
  const window = ON_EACH_SIDE + 4;
  if (last < ON_EACH_SIDE * 2 + 8) return range(1, last);
  if (current <= window) return [...range(1, window + ON_EACH_SIDE), null, last - 1, last];
  if (current > last - window) return [1, 2, null, ...range(last - (window + (ON_EACH_SIDE - 1)), last)];
  return [1, 2, null, ...range(current - ON_EACH_SIDE, current + ON_EACH_SIDE), null, last - 1, last];
}

/** LengthAwarePaginator rendered through a JSON resource collection, with Laravel's quirks kept. */
export function paginate<T>(input: PageInput<T>): Paginated<T> {
  const { page, perPage, total, items } = input;
  const lastPage = Math.max(Math.ceil(total / perPage), 1);
  // array_merge keeps an existing `page` key where it was, otherwise it goes last.
  const url = (target: number): string =>
    `${input.path}?${buildQuery({ ...input.query, page: String(Math.max(target, 1)) })}`;
  const prev = page > 1 ? url(page - 1) : null;
  const next = page < lastPage ? url(page + 1) : null;
  const from = items.length > 0 ? (page - 1) * perPage + 1 : null;

  const pageLinks = pageWindow(page, lastPage).map<PageLink>((entry) =>
    entry === null
      ? { url: null, label: '...', active: false }
      : { url: url(entry), label: String(entry), active: entry === page },
  );

  return {
    data: items,
    links: { first: url(1), last: url(lastPage), prev, next },
    meta: {
      current_page: page,
      from,
      last_page: lastPage,
      links: [
        { url: prev, label: '&laquo; Previous', active: false },
        ...pageLinks,
        { url: next, label: 'Next &raquo;', active: false },
      ],
      path: input.path,
      per_page: perPage,
      to: from === null ? null : from + items.length - 1,
      total,
    },
  };
}
