/**
 * How far the floating buttons sit from the bottom edge: above the cookie banner while it is shown
 * (it spans a phone's full width, so it would otherwise cover both buttons), and above the dashboard's
 * bottom navigation bar on a phone (Mantine's AppShell publishes the footer's height as
 * --app-shell-footer-offset, 0 where there is none).
 */
export const BOTTOM = 'calc(20px + var(--cookie-banner-h, 0px) + var(--app-shell-footer-offset, 0px))';

/**
 * Room left under a shell's last content so it can be scrolled clear of the floating buttons
 * (56px buttons 20px from the edge, and a little air): a form's last field or Save is never under one.
 */
export const FLOATING_CLEARANCE = 96;
