/** Where the visitor's cookie choice is kept (localStorage), shared by the React app and island.ts. */
export const CONSENT_KEY = 'kasuwa_cookie_consent';
export type Consent = 'accepted' | 'declined';
