import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

/** Market gold: accents, highlights and the call to action on dark backgrounds. */
const gold: MantineColorsTuple = [
  '#fff8e2',
  '#fdefcd',
  '#f9dd9e',
  '#f5ca6a',
  '#f2ba3f',
  '#f0b024',
  '#efab14',
  '#d49505',
  '#bd8400',
  '#a37100',
];

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
  },
});
