import { Button, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { useSavedViews } from '../hooks/useSavedViews';
import { useViewFacts } from '../hooks/useViewFacts';
import { forgetViews, isViewPath, type SavedView, viewHref } from '../lib/viewStore';
import { savedViewsMessages } from '../messages';

const SaveViewDialog = lazy(async () => ({ default: (await import('./SaveViewDialog')).SaveViewDialog }));
const ManageViewsDialog = lazy(async () => ({
  default: (await import('./ManageViewsDialog')).ManageViewsDialog,
}));

export interface ViewsNavProps {
  login: string;
  /** "Keep me signed in" was chosen: the views outlive the sign-out. */
  persistent: boolean;
  onSignOut(listener: () => void): () => void;
  onNavigate(): void;
}

/** "Views" in the navigation: the saved views with their live counts, "Save this view" and "Manage views". */
export function ViewsNav({ login, persistent, onSignOut, onNavigate }: ViewsNavProps) {
  const t = useMessages(savedViewsMessages);
  const location = useLocation();
  const { key, views } = useSavedViews(login);
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null);
  const keep = useRef(persistent);
  keep.current = persistent;
  useEffect(
    () =>
      onSignOut(() => {
        if (!keep.current) forgetViews();
      }),
    [onSignOut],
  );
  const here = location.search.replace(/^\?/, '');
  const canSave = isViewPath(location.pathname);

  return (
    <>
      <h2 className="shell-nav-heading">{t('views')}</h2>
      {views.length === 0 && (
        <Text size="xs" c="dimmed" px="sm">
          {t('none')}
        </Text>
      )}
      {views.map((view) => (
        <ViewLink
          key={view.id}
          view={view}
          current={location.pathname === view.path && here === view.search}
          onClick={onNavigate}
        />
      ))}
      <Stack gap={4} px="xs" pt={4}>
        {canSave && (
          <Button size="compact-sm" variant="light" onClick={() => setDialog('save')}>
            {t('save')}
          </Button>
        )}
        {views.length > 0 && (
          <Button size="compact-sm" variant="subtle" onClick={() => setDialog('manage')}>
            {t('manage')}
          </Button>
        )}
      </Stack>
      <Suspense fallback={null}>
        {dialog === 'save' && isViewPath(location.pathname) && (
          <SaveViewDialog
            storeKey={key}
            path={location.pathname}
            search={here}
            onClose={() => setDialog(null)}
          />
        )}
        {dialog === 'manage' && (
          <ManageViewsDialog storeKey={key} views={views} onClose={() => setDialog(null)} />
        )}
      </Suspense>
    </>
  );
}

function ViewLink({ view, current, onClick }: { view: SavedView; current: boolean; onClick(): void }) {
  const t = useMessages(savedViewsMessages);
  const { count, missing } = useViewFacts(view);
  return (
    <Link
      className="shell-nav-link"
      to={viewHref(view)}
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
    >
      {view.name}{' '}
      <Text span size="xs" c="dimmed">
        ({count === null ? t('countPending') : t('count', { count })})
      </Text>
      {missing && (
        <Text span size="xs" c="orange.8" display="block">
          {t('missing')}
        </Text>
      )}
    </Link>
  );
}
