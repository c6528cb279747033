import { type CSSVariablesResolver, createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 6 under white text is 3.6:1; shade 8 passes WCAG AA (4.5:1) in both schemes.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  // A focus ring on every focusable element, not only after keyboard use is detected.
  focusRing: 'auto',
  // People who ask their system for less motion get dialogs and menus without the fade and slide.
  respectReducedMotion: true,
});

/** Mantine's default dimmed and error greys and reds fall below 4.5:1 on the body colour; these do not. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});
