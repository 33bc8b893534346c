/**
 * Joins class names, skipping falsy ones. Deliberately no tailwind-merge (~8 KB gzip on every page):
 * callers add classes that don't conflict with a component's; what callers need to change is a
 * variant or a prop.
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
