/**
 * Calls `then` once, when `element` comes within `margin` of the viewport (at once where the
 * browser has no IntersectionObserver). Returns what stops the watch. For work a part of a page
 * needs only when the reader gets near it (hydration, a chart).
 */
export function whenNear(element: Element, margin: string, then: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    then();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      then();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
