import {
  ActionIcon,
  Button,
  type CSSVariablesResolver,
  createTheme,
  Input,
  type MantineSize,
} from '@mantine/core';

/**
 * One height for every control a screen is built of (buttons, inputs, selects, icon buttons) at the default size:
 * 32 px, so a toolbar is one even line and a table row (32 px compact) matches it. `compact-*` sizes stay for
 * controls inside rows and notices.
 */
const CONTROL_HEIGHT = 'var(--crm-control-height)';
const atDefaultSize = (size: MantineSize | (string & {}) | undefined) => size === undefined || size === 'sm';

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
  // One type scale for headings, a step smaller than Mantine's: a page title (h1, drawn at h2) is 22 px, not 26–34.
  headings: {
    sizes: {
      h1: { fontSize: '1.5rem', lineHeight: '1.3' },
      h2: { fontSize: '1.375rem', lineHeight: '1.3' },
      h3: { fontSize: '1.25rem', lineHeight: '1.35' },
      h4: { fontSize: '1.0625rem', lineHeight: '1.4' },
      h5: { fontSize: '0.9375rem', lineHeight: '1.4' },
      h6: { fontSize: '0.875rem', lineHeight: '1.4' },
    },
  },
  // One spacing scale: 4-pixel steps at the small end, where dense screens live.
  spacing: { xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2rem' },
  /*
   * One button hierarchy, the same on every screen: `filled` (the default) is the screen's one primary action;
   * `default` (outlined) is every other action; `light` marks a toggle that is on; `subtle` is a quiet extra
   * (clear, reset). Icon buttons are outlined unless said otherwise.
   */
  components: {
    Button: Button.extend({
      defaultProps: { size: 'sm' },
      vars: (_theme, props) => ({
        root: atDefaultSize(props.size) ? { '--button-height': CONTROL_HEIGHT } : {},
      }),
    }),
    ActionIcon: ActionIcon.extend({
      defaultProps: { size: 'lg', variant: 'default' },
      vars: (_theme, props) => ({
        root: props.size === 'lg' || props.size === undefined ? { '--ai-size': CONTROL_HEIGHT } : {},
      }),
    }),
    // Every text input, select and native select is built on Input: one height for all of them.
    Input: Input.extend({
      vars: (_theme, props) => ({
        wrapper: atDefaultSize(props.size) ? { '--input-height': CONTROL_HEIGHT } : {},
      }),
    }),
  },
});

/**
 * Mantine's default dimmed and error greys and reds fall below 4.5:1 on the body colour; these do not.
 * Its light variant (alerts, badges) writes shade 9 on shade 1, which is 3.6:1 for orange, 3.8:1 for green and
 * 2.7:1 for yellow: the same hues 15–30 % darker pass. Links take a shade that passes on the body and on every
 * tinted alert (blue 8 is 4.2:1 on orange 1; in the dark scheme blue 4 is 4.5:1 on the dark orange).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: { '--crm-control-height': '2rem' },
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
