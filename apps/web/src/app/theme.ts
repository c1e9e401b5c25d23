import {
  Badge,
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  Notification,
} from '@mantine/core';

/** Kasuwa green: the primary colour (buttons, links, brand). */
const kasuwa: MantineColorsTuple = [
  '#e7f8ef',
  '#d2ecdf',
  '#a5d7bf',
  '#74c29c',
  '#4cb07f',
  '#33a56c',
  '#239f62',
  '#138a51',
  '#0b6b3f',
  '#005a32',
];

/**
 * Market gold: accents, highlights and the call to action on dark backgrounds. The darkest shades are
 * the ones used as text on light backgrounds (gold.8, and the light variant of Badge): they are deep
 * enough for 4.5:1 on white and on the gold tint.
 */
const gold: MantineColorsTuple = [
  '#fff8e2',
  '#fdefcd',
  '#f9dd9e',
  '#f5ca6a',
  '#f2ba3f',
  '#f0b024',
  '#efab14',
  '#a87400',
  '#875e00',
  '#6f4d00',
];

/**
 * Mantine's own palettes, whose badges (white on shade 8 when filled, shade 6 on a tint when light) read
 * below 4.5:1 for green, orange, yellow, red, gray…: those badges are a tint of their colour with a border
 * of it and the theme's near-black text (about 14:1), so the status still shows in its colour.
 */
const TINTED_BADGES = new Set([
  'green',
  'lime',
  'teal',
  'cyan',
  'blue',
  'indigo',
  'violet',
  'grape',
  'pink',
  'red',
  'orange',
  'yellow',
  'gray',
]);

export const theme = createTheme({
  primaryColor: 'kasuwa',
  primaryShade: { light: 8, dark: 6 },
  colors: { kasuwa, gold },
  black: '#14231b',
  fontFamily:
    'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily:
      'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '800',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { fw: 600 } },
    // Every dialog's × has a name (axe: button-name); a plain object, so the theme does not import Modal.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // The toasts (notifications.show): a named close button, and a message under a title in the dimmed
    // grey that reads at 5.7:1 (Mantine's gray.6 reads at 3.3:1).
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    }),
    Badge: Badge.extend({
      vars: (_theme, props) => {
        const variant = props.variant ?? 'filled';
        if (
          !props.color ||
          !TINTED_BADGES.has(props.color) ||
          (variant !== 'filled' && variant !== 'light')
        ) {
          return { root: {} };
        }
        return {
          root: {
            '--badge-bg': `var(--mantine-color-${props.color}-1)`,
            '--badge-color': 'var(--mantine-color-black)',
            '--badge-bd': `1px solid var(--mantine-color-${props.color}-4)`,
          },
        };
      },
    }),
  },
});

/**
 * Mantine's dimmed grey (gray.6, 3.3:1 on white) is below the 4.5:1 WCAG AA asks of body text; this
 * one keeps the quiet look at 5.7:1 on white and on the light grey panels.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a' },
  dark: {},
});
