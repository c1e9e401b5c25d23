// The front door of modules/store-notes: what other modules may use (.dependency-cruiser.cjs, module-internals).
export { addNote, countNotes, listNotes } from './store-notes.service';
