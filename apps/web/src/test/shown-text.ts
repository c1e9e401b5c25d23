/** A catalogue key that leaked onto the screen (`landing.hero.text`). */
export const CATALOGUE_KEY = /\b[a-z]+\.[a-z]+\.[a-zA-Z.]+\b/;

/** The words on screen: not the styles Mantine puts in the page, nor web addresses (`x.kasuwa.ng`, `www.yourshop.ng`). */
export function shownText(): string {
  const body = document.body.cloneNode(true) as HTMLElement;
  for (const node of body.querySelectorAll('style, script')) node.remove();
  return (body.textContent ?? '').replace(/[a-z0-9.-]+\.ng/g, '');
}
