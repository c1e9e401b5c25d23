// The front door of modules/inventory: what other modules may use (.dependency-cruiser.cjs, module-internals).
export { listInventory, releaseStock, reserveStock } from './inventory.service';
