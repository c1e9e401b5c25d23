// modules/storefront is an edge: no other module imports it (app.ts registers its routes), so its front door
// offers nothing.
export {};
