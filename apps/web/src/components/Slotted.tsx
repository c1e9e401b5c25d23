import type { ReactNode } from 'react';

/**
 * Where an element (a link, a highlighted word) goes in a translated sentence: pass SLOT as the
 * sentence's argument, then draw it with <Slotted>. Each language places the element in its own word
 * order, and the sentence is never pieced together from translated fragments. An invisible separator,
 * which no text contains.
 */
export const SLOT = '\u2063';

/** `text` (translated with SLOT as one of its arguments) with `children` drawn where SLOT is. */
export function Slotted({ text, children }: { text: string; children: ReactNode }) {
  const [before, after = ''] = text.split(SLOT);
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}
