/** Joins class names, skipping empty ones (libs/ui keeps its tailwind-merge `cn` to itself). */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
