// A workbench analysis's scope in SQL (event marketing and live analysis): the statement's
// parameters with the scope's site (absent: all sites) and category (absent: all) bound once, and
// the condition that keeps a row of the scope, for any table alias with `site` and `type_id`.
export interface BoundScope {
  /** Binds a further value; answers its placeholder (`$n`). */
  arg(value: unknown): string;
  /** The site's placeholder, or undefined for all sites. */
  site: string | undefined;
  /** The category's placeholder (typed int4), or undefined for all categories. */
  cat: string | undefined;
  /** `<alias>.site = ... and <alias>.type_id = ...`, `true` for what the scope leaves open. */
  inScope(alias: string): string;
}

/** Binds `scope` after the `params` already there (the data day is `$1`). */
export function bindScope(params: unknown[], scope: { site?: string; categoryId?: number }): BoundScope {
  const arg = (value: unknown) => `$${params.push(value)}`;
  const site = scope.site ? arg(scope.site) : undefined;
  const cat = scope.categoryId !== undefined ? `${arg(scope.categoryId)}::int4` : undefined;
  return { arg, site, cat, inScope: (alias) => [site ? `${alias}.site = ${site}` : 'true', cat ? `${alias}.type_id = ${cat}` : 'true'].join(' and ') };
}
