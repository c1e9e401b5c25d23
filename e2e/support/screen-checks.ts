import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

/** axe's critical and serious violations on the page as it is, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the app's CSP (rightly) refuses inline script tags.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`,
    );
}

/** How many pixels the page is wider than the window (0 when it does not scroll sideways). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

/**
 * The page's actions and headings that something fixed or sticky covers where she would look at them.
 *
 * Each visible button, link, field, label, choice and heading of the main content is scrolled to the
 * middle of the screen (or as near as the page allows: the top and bottom of a page are where a header,
 * a bottom bar or a floating button sit), and the element at its centre and near both its ends must be
 * the action itself. When it is not, the fixed or sticky element over it is named. Scrolling is instant
 * and put back afterwards.
 */
export function coveredActions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ');
      const classes = String(el.getAttribute('class') ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .slice(0, 2)
        .join('.');
      return `<${el.tagName.toLowerCase()}${classes ? `.${classes}` : ''}>${text ? ` "${text.slice(0, 40)}"` : ''}`;
    };
    const pinned = (el: Element | null): Element | null => {
      for (let node = el; node && node !== document.body; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === 'fixed' || position === 'sticky') return node;
      }
      return null;
    };
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width < 4 || r.height < 4) return false;
      if (el.closest('[aria-hidden="true"], [inert]')) return false;
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && Number(style.opacity) > 0 && el.checkVisibility?.() !== false;
    };
    const root = document.querySelector('main') ?? document.body;
    // Fields and choices too: a date-range picker's segments are labels over hidden radio inputs.
    const actions = [
      ...root.querySelectorAll(
        'button, a[href], [role="button"], [role="tab"], [role="radio"], [role="switch"], input:not([type="hidden"]), select, textarea, label, h1, h2, h3',
      ),
    ].filter(shown);
    const { scrollX, scrollY } = window;
    const problems: string[] = [];
    for (const action of actions.slice(0, 200)) {
      // An action on a bar that stays put (a sticky Save) is judged where it is.
      if (!pinned(action)) action.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      const r = action.getBoundingClientRect();
      const y = Math.min(Math.max(r.top + r.height / 2, 0), window.innerHeight - 1);
      // Its middle and both ends: a round button in a corner covers the end of a wide control.
      const inset = Math.min(8, r.width / 4);
      for (const at of [r.left + r.width / 2, r.left + inset, r.right - inset]) {
        const x = Math.min(Math.max(at, 0), window.innerWidth - 1);
        const top = document.elementFromPoint(x, y);
        if (!top || action === top || action.contains(top) || top.contains(action)) continue;
        // A field's label over its input, or an input inside its label, is the same control.
        if (action instanceof HTMLLabelElement && (action.control === top || top.closest('label') === action))
          continue;
        const cover = pinned(top);
        // Only what stays put is judged: overlapping content that scrolls with the page is another matter.
        if (cover && !cover.contains(action)) {
          problems.push(`${describe(action)} is covered by ${describe(cover)}`);
          break;
        }
      }
    }
    window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
    return problems;
  });
}

/**
 * Everything a screen must pass on any width: no serious or critical axe violation, no sideways scroll,
 * nothing fixed over an action. Returns the problems, each prefixed with `where` (empty when it passes).
 */
export async function screenProblems(page: Page, where: string): Promise<string[]> {
  const problems: string[] = [];
  for (const violation of await seriousViolations(page)) problems.push(`${where}: ${violation}`);
  const overflow = await sidewaysOverflow(page);
  if (overflow > 0) problems.push(`${where}: the page is ${overflow}px wider than the window`);
  for (const covered of await coveredActions(page)) problems.push(`${where}: ${covered}`);
  return problems;
}
