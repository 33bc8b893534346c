// The fixed category list of spec §3, in the spec's order. Names are English source text; the
// sites translate them through their own catalogs.

export interface Category {
  /** The typeId the home calls send (spec §3). */
  id: number;
  name: string;
}

export const CATEGORIES = [
  { id: 99997, name: 'home living' },
  { id: 99991, name: 'digital electronics' },
  { id: 99998, name: 'beauty and personal care' },
  { id: 99996, name: 'clothing and bags' },
  { id: 99995, name: 'mother, baby and toys' },
  { id: 99990, name: 'home textiles and furniture' },
  { id: 99994, name: 'food and health' },
  { id: 99999, name: 'fresh fruit' },
  { id: 99992, name: 'sport and outdoor' },
  { id: 99989, name: 'medicine and health' },
  { id: 99993, name: 'virtual goods' },
  { id: 99987, name: 'auto parts and motorcycles' },
] as const satisfies readonly Category[];

export type CategoryId = (typeof CATEGORIES)[number]['id'];

export const CATEGORY_IDS: readonly CategoryId[] = CATEGORIES.map((c) => c.id);

export function isCategoryId(value: unknown): value is CategoryId {
  return typeof value === 'number' && (CATEGORY_IDS as readonly number[]).includes(value);
}

export function categoryOf(id: number): Category | undefined {
  return CATEGORIES.find((c) => c.id === id);
}

/**
 * The user's mainCategory list is kept sorted by typeId (spec §3). Servers send typeId as a number
 * or a numeric string, so it is compared as a number; the sort is stable and returns a new array.
 */
export function sortByTypeId<T extends { typeId: number | string }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => Number(a.typeId) - Number(b.typeId));
}
