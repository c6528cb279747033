import { ActionIcon, Button, Kbd } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { leadIndexMessages } from '../messages';

// The dialog, the search client and the worker load on first use, never with the first screen.
const QuickFindDialog = lazy(() => import('./QuickFindDialog'));

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The header's quick find: a button and Ctrl/Cmd+K on every screen. */
export function QuickFindButton() {
  const t = useMessages(leadIndexMessages);
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const open = () => {
    setLoaded(true);
    setOpened(true);
  };
  // Works from inside fields too: Ctrl+K has no meaning in a text input worth keeping.
  useHotkeys([['mod+K', open]], []);

  return (
    <>
      {/* On a phone the header has room for an icon only; the name stays the same. */}
      <ActionIcon
        variant="default"
        size="lg"
        hiddenFrom="sm"
        onClick={open}
        aria-label={t('quickFind')}
        aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
      >
        <span aria-hidden="true">⌕</span>
      </ActionIcon>
      <Button
        variant="default"
        size="sm"
        visibleFrom="sm"
        onClick={open}
        aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
        rightSection={
          <Kbd size="xs" aria-hidden="true" visibleFrom="md">
            {isMac ? '⌘K' : 'Ctrl K'}
          </Kbd>
        }
      >
        {t('quickFind')}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <QuickFindDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
