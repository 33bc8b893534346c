/** The item at `index` (negative counts from the end); throws when there is none, so a test fails there. */
export function nth<T>(list: ArrayLike<T>, index: number): T {
  const item = Array.prototype.at.call(list, index) as T | undefined;
  if (item === undefined) throw new Error(`No item at ${index} of ${list.length}`);
  return item;
}
