/**
 * Calls `onNear` once, when `element` comes within `rootMargin` of the viewport (at once where
 * there is no IntersectionObserver). Returns the function that stops watching.
 */
export function whenNear(element: Element, rootMargin: string, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
