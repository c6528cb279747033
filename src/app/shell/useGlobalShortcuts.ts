import { useHotkeys } from '@mantine/hooks';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/** How long after `g` the second key of a `g l` sequence still counts. */
const SEQUENCE_MS = 1500;

function insideDialog(event: KeyboardEvent): boolean {
  return event.target instanceof Element && event.target.closest('[role="dialog"]') !== null;
}

/**
 * `?` help, `g i` inbox, `g l` leads, `n` new lead. Typing in a field never triggers them (useHotkeys ignores inputs), and
 * navigation is off while a dialog is open, so a shortcut never takes the user away from a half-done sign-in.
 * Letters match the physical key, so they work with the Russian layout too.
 */
export function useGlobalShortcuts({
  onHelp,
  navigationEnabled,
}: {
  onHelp: () => void;
  navigationEnabled: boolean;
}) {
  const navigate = useNavigate();
  const pendingG = useRef(0);
  const canNavigate = (event: KeyboardEvent) => navigationEnabled && !insideDialog(event);

  useHotkeys([
    ['shift+?', onHelp],
    ['?', onHelp],
    [
      'g',
      (event) => {
        if (canNavigate(event)) pendingG.current = Date.now();
      },
      { usePhysicalKeys: true, preventDefault: false },
    ],
    [
      'l',
      (event) => {
        const sequence = Date.now() - pendingG.current < SEQUENCE_MS;
        pendingG.current = 0;
        if (sequence && canNavigate(event)) navigate('/leads');
      },
      { usePhysicalKeys: true, preventDefault: false },
    ],
    [
      'i',
      (event) => {
        const sequence = Date.now() - pendingG.current < SEQUENCE_MS;
        pendingG.current = 0;
        if (sequence && canNavigate(event)) navigate('/inbox');
      },
      { usePhysicalKeys: true, preventDefault: false },
    ],
    [
      'n',
      (event) => {
        if (canNavigate(event)) navigate('/leads/new');
      },
      { usePhysicalKeys: true, preventDefault: false },
    ],
  ]);
}
