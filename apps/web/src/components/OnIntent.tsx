import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { withMoreStyles } from '../app/more-styles';

/**
 * A control whose working part is a chunk of its own (a menu and its popover, tooltips), loaded when the
 * visitor shows intent (pointer over it, focus) and drawn when they use it: until then `placeholder`,
 * which looks the same, stands in, so the page's first load carries neither the code nor the work. The
 * first press opens it (`opened`) as soon as its code is in.
 */
export function lazyOnIntent<P extends object>(
  loadCode: () => Promise<ComponentType<P & { defaultOpened?: boolean }>>,
) {
  // With the rest of Mantine's styles (menus, popovers, tooltips are not in the first screen's).
  const load = withMoreStyles(loadCode);
  // The browser keeps a module once loaded: asking again costs nothing. A failure shows on the press.
  const preload = () => {
    load().catch(() => undefined);
  };
  const Loaded = lazy(async () => ({ default: await load() }));

  return function OnIntent({
    placeholder,
    ...props
  }: P & {
    /** The control as drawn before its code is in; called with the handlers that load and open it. */
    placeholder: (handlers: {
      onPointerEnter: () => void;
      onFocus: () => void;
      onClick: () => void;
    }) => ReactNode;
  }) {
    const [wanted, setWanted] = useState(false);
    const idle = placeholder({ onPointerEnter: preload, onFocus: preload, onClick: () => setWanted(true) });
    if (!wanted) return idle;
    return (
      <Suspense fallback={idle}>
        <Loaded {...(props as unknown as P)} defaultOpened />
      </Suspense>
    );
  };
}
