/** Joins class names, skipping falsy ones. No tailwind-merge here: callers add classes, they do not override ours. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
