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

/**
 * Mantine's default dimmed and error greys and reds fall below 4.5:1 on the body colour; these do not.
 * Its light variant (alerts, badges) writes shade 9 on shade 1, which is 3.6:1 for orange, 3.8:1 for green and
 * 2.7:1 for yellow: the same hues 15–30 % darker pass. Links take a shade that passes on the body and on every
 * tinted alert (blue 8 is 4.2:1 on orange 1; in the dark scheme blue 4 is 4.5:1 on the dark orange).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-anchor': 'var(--mantine-color-blue-9)',
    '--mantine-color-orange-light-color': '#b83d0d',
    '--mantine-color-green-light-color': '#257535',
    '--mantine-color-yellow-light-color': '#a15300',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-anchor': 'var(--mantine-color-blue-2)',
  },
});
