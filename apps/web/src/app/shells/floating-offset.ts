/**
 * How far the floating buttons sit from the bottom edge: above the cookie banner while it is shown
 * (it spans a phone's full width, so it would otherwise cover both buttons), and above a bottom
 * navigation bar on screens that publish its height as --kasuwa-bottom-bar-h.
 */
export const BOTTOM = 'calc(20px + var(--cookie-banner-h, 0px) + var(--kasuwa-bottom-bar-h, 0px))';
