import type { Plugin } from 'vite';

/** The stand-in module's id (a virtual module: `\0` keeps other plugins off it). */
export const APP_SHELL_SCROLL = '\0kasuwa-app-shell-scroll';

/**
 * Mantine's AppShell header, footer and aside import react-remove-scroll for one constant, the class
 * name that keeps a fixed bar clear of the scroll bar while a modal locks the page. The import brings
 * the whole scroll lock (its side-car, style singleton and hooks, about 4 KB on the wire) into every
 * page with the dashboard's frame, which has no modal at first. Those three files get the same class
 * names from react-remove-scroll-bar's constants instead; Modal and Drawer, loaded with the pages that
 * open one, still import the real library.
 */
export function appShellScroll(): Plugin {
  return {
    name: 'kasuwa-app-shell-scroll',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'react-remove-scroll' || !importer) return null;
      return /[\\/]AppShell(?:Header|Footer|Aside)[\\/][^\\/]+\.mjs$/.test(importer)
        ? APP_SHELL_SCROLL
        : null;
    },
    load(id) {
      if (id !== APP_SHELL_SCROLL) return null;
      return [
        "import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';",
        'export const RemoveScroll = { classNames: { zeroRight: zeroRightClassName, fullWidth: fullWidthClassName } };',
      ].join('\n');
    },
  };
}
