import type { shortcutMessages } from './shortcutMessages';

type ShortcutText = keyof (typeof shortcutMessages)['en'];

export interface Shortcut {
  keys: readonly string[];
  description: ShortcutText;
  /** Pressed one after the other (`g` then `l`), not together. */
  sequence?: boolean;
}

/**
 * Every shortcut the app answers, for the help dialog. The global ones live in useGlobalShortcuts; the lead
 * list's are its own screen's; the inbox's and the lead page's go through the one key queue (src/shared/keys),
 * which keeps keys typed ahead.
 */
export const shortcutGroups: readonly { title: ShortcutText; items: readonly Shortcut[] }[] = [
  {
    title: 'shortcutsEverywhere',
    items: [
      { keys: ['?'], description: 'shortcutHelp' },
      { keys: ['Ctrl/⌘', 'K'], description: 'shortcutQuickFind' },
      { keys: ['g', 'i'], description: 'shortcutGoInbox', sequence: true },
      { keys: ['g', 'l'], description: 'shortcutGoLeads', sequence: true },
      { keys: ['n'], description: 'shortcutNewLead' },
    ],
  },
  {
    title: 'shortcutsLeadList',
    items: [
      { keys: ['/'], description: 'shortcutDateFilter' },
      { keys: ['j'], description: 'shortcutTable' },
      { keys: ['↑', '↓'], description: 'shortcutRows' },
      { keys: ['Enter'], description: 'shortcutOpenLead' },
    ],
  },
  {
    title: 'shortcutsInbox',
    items: [
      { keys: ['J', 'K', '↑', '↓'], description: 'shortcutRows' },
      { keys: ['T'], description: 'shortcutTake' },
      { keys: ['S'], description: 'shortcutNextStage' },
      { keys: ['Enter'], description: 'shortcutOpenLead' },
      { keys: ['C'], description: 'shortcutCall' },
    ],
  },
  {
    title: 'shortcutsLeadPage',
    items: [
      { keys: ['J'], description: 'shortcutNextLead' },
      { keys: ['K'], description: 'shortcutPreviousLead' },
      { keys: ['T'], description: 'shortcutTake' },
      { keys: ['S'], description: 'shortcutNextStage' },
      { keys: ['M'], description: 'shortcutChooseStage' },
    ],
  },
];
