import type { shellMessages } from './messages';

type ShellText = keyof (typeof shellMessages)['en'];

export interface Shortcut {
  keys: readonly string[];
  description: ShellText;
  /** Pressed one after the other (`g` then `l`), not together. */
  sequence?: boolean;
}

/**
 * Every shortcut the app answers, for the help dialog. The global ones live in useGlobalShortcuts; the lead
 * list's are its own screen's.
 */
export const shortcutGroups: readonly { title: ShellText; items: readonly Shortcut[] }[] = [
  {
    title: 'shortcutsEverywhere',
    items: [
      { keys: ['?'], description: 'shortcutHelp' },
      { keys: ['Ctrl/⌘', 'K'], description: 'shortcutQuickFind' },
      { keys: ['g', 'l'], description: 'shortcutGoLeads', sequence: true },
      { keys: ['n'], description: 'shortcutNewLead' },
    ],
  },
  {
    title: 'shortcutsLeadList',
    items: [
      { keys: ['/'], description: 'shortcutDateFilter' },
      { keys: ['↑', '↓'], description: 'shortcutRows' },
      { keys: ['Enter'], description: 'shortcutOpenLead' },
    ],
  },
];
