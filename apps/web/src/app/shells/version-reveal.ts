/** Spec 9: the version is revealed after 5 clicks on the powered-by link (the app's Footer and island.ts). */
export const VERSION_CLICK_THRESHOLD = 5;
export const VERSION_SHOWN_MS = 4000;
