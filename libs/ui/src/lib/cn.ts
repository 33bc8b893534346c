import { twMerge } from 'tailwind-merge';

/** Joins class names, skipping falsy ones; a caller's class overrides the component's conflicting one. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return twMerge(classes.filter(Boolean).join(' '));
}
