/** Kasuwa's release, the date-stamped version of the root package.json. */
export const version: string = __APP_VERSION__;
