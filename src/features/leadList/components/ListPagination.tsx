import { Button, Group, NativeSelect, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { type ListSearch, listSearchToParams, PAGE_SIZES, type PageSize } from '@/features/leadFilters';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { leadListMessages } from '../messages';

/** Page numbers around the current one, with the ends always in reach; null marks a gap. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const n of sorted) {
    const previous = result[result.length - 1];
    if (typeof previous === 'number' && n - previous > 1) result.push(null);
    result.push(n);
  }
  return result;
}

export interface ListPaginationProps {
  search: ListSearch;
  pages: number;
  total: number;
  shownFrom: number | null;
  shownTo: number | null;
  onPageSize(perPage: PageSize): void;
}

/** Real links, so a page opens in a new tab too; the router turns a click into a URL change. */
export function ListPagination({
  search,
  pages,
  total,
  shownFrom,
  shownTo,
  onPageSize,
}: ListPaginationProps) {
  const t = useMessages(leadListMessages);
  const navigate = useNavigate();
  // A plain click renders the next page at once (flushSync) instead of in a transition spread over frames:
  // the page is usually prefetched, so it can show in the very next frame. Modified clicks stay the browser's.
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const target = event.currentTarget.getAttribute('href');
    if (target) void navigate(target, { flushSync: true });
  };
  const href = (page: number) => `?${listSearchToParams({ ...search, page }).toString()}`;
  const page = Math.min(search.page, Math.max(1, pages));
  const edge = (label: string, target: number, text: string, disabled: boolean) =>
    disabled ? (
      <Button size="compact-sm" variant="default" disabled aria-label={label}>
        <span aria-hidden="true">{text}</span>
      </Button>
    ) : (
      <Button
        size="compact-sm"
        variant="default"
        component={Link}
        to={href(target)}
        onClick={follow}
        aria-label={label}
      >
        <span aria-hidden="true">{text}</span>
      </Button>
    );
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs" component="nav" aria-label={t('pagination')} wrap="wrap">
        {edge(t('firstPage'), 1, '«', page <= 1)}
        {edge(t('previousPage'), page - 1, '‹', page <= 1)}
        {pageWindow(page, pages).map((n, index) =>
          n === null ? (
            // Gaps sit between two known page numbers, so the neighbour makes a stable key.
            <Text key={`gap-after-${pageWindow(page, pages)[index - 1]}`} aria-hidden="true" size="sm">
              …
            </Text>
          ) : (
            <Button
              key={n}
              size="compact-sm"
              variant={n === page ? 'filled' : 'default'}
              color="blue.8"
              component={Link}
              to={href(n)}
              onClick={follow}
              aria-label={t('goToPage', { page: n })}
              aria-current={n === page ? 'page' : undefined}
            >
              {n}
            </Button>
          ),
        )}
        {edge(t('nextPage'), page + 1, '›', page >= pages)}
        {edge(t('lastPage'), pages, '»', page >= pages)}
      </Group>
      <Group gap="sm">
        <Text size="sm" aria-live="polite">
          {t('pageOf', { page, pages: Math.max(1, pages) })}
          {shownFrom !== null &&
            shownTo !== null &&
            ` · ${t('shownRange', { from: shownFrom, to: shownTo, total })}`}
        </Text>
        <NativeSelect
          size="xs"
          label={t('pageSize')}
          styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 } }}
          value={String(search.perPage)}
          onChange={(event) => onPageSize(Number(event.currentTarget.value) as PageSize)}
          data={PAGE_SIZES.map((size) => String(size))}
        />
      </Group>
    </Group>
  );
}
