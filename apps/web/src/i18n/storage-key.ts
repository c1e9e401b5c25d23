/** Where this browser keeps its chosen language (a LOCALES tag); apart so island.ts takes no catalogue with it. */
export const LOCALE_STORAGE_KEY = 'kasuwa.locale';
