import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { whenNear } from '#app/lib/when-near.ts';

/** How far ahead of the viewport the code starts to load (about a phone screen). */
const nearMargin = '600px';

type PartModule = { default: ComponentType };

/**
 * A part of every page that sits below the fold and works without JavaScript (text and plain
 * links): its code is not part of the first view (docs/decisions/014). The prerender renders it
 * in full; in the browser React leaves that HTML as it is (an element with inner HTML of its own
 * and no children is not looked into when hydrating, nor when the page changes) until the part
 * comes near the viewport, then loads its code and renders it in its place.
 * NOTE: not a Suspense boundary left dehydrated: any context change above it (every navigation)
 * made React drop the prerendered HTML and show the fallback instead.
 */
export function belowTheFold(load: () => Promise<PartModule>) {
  // Only the prerender uses it: it waits for every boundary (app/entry.server.tsx).
  const Prerendered = lazy(load);

  return memo(function BelowTheFold() {
    const box = useRef<HTMLDivElement>(null);
    const [Part, setPart] = useState<ComponentType | null>(null);
    // Where focus was in the prerendered HTML when it was replaced (child indexes from the box).
    const focusPath = useRef<number[] | null>(null);

    // The rendered part is the same markup: focus goes back to the same place in it.
    useLayoutEffect(() => {
      const path = focusPath.current;
      focusPath.current = null;
      if (!Part || !path || !box.current) return;
      let element: Element | undefined = box.current;
      for (const index of path) element = element?.children[index];
      if (element instanceof HTMLElement) element.focus();
    }, [Part]);

    useEffect(() => {
      const element = box.current;
      if (!element) return;
      let mounted = true;
      const stopWatching = whenNear(element, nearMargin, () => {
        void load().then((module) => {
          if (!mounted) return;
          focusPath.current = pathTo(document.activeElement, box.current);
          setPart(() => module.default);
        });
      });
      return () => {
        mounted = false;
        stopWatching();
      };
    }, []);

    if (typeof window === 'undefined') {
      return (
        <div key="prerendered">
          <Suspense>
            <Prerendered />
          </Suspense>
        </div>
      );
    }
    if (Part) {
      return (
        <div key="rendered" ref={box}>
          <Part />
        </div>
      );
    }
    return (
      <div
        key="prerendered"
        ref={box}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: '' }}
      />
    );
  });
}

/** The child indexes that lead from `root` down to `element`, or null if it is not inside. */
function pathTo(element: Element | null, root: Element | null): number[] | null {
  if (!element || !root?.contains(element) || element === root) return null;
  const path: number[] = [];
  for (let node = element; node !== root; node = node.parentElement!) {
    path.unshift([...node.parentElement!.children].indexOf(node));
  }
  return path;
}
