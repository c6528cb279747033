let loading: Promise<unknown> | null = null;

/**
 * Loads the stylesheets the first screen does not need. Lazy screens and dialogs await it before they show,
 * so nothing is ever painted unstyled; the app also asks for it once the first screen is up.
 */
export function loadLaterStyles(): Promise<unknown> {
  loading ??= import('./laterStylesheets');
  return loading;
}
