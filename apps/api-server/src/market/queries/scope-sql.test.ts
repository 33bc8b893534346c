import { describe, expect, it } from 'vitest';

import { bindScope } from './scope-sql';

describe('bindScope', () => {
  it("binds a site and a category after the data day and keeps a row of both, for any alias", () => {
    const params: unknown[] = ['2026-11-27'];
    const scope = bindScope(params, { site: 'TH', categoryId: 99991 });
    expect(scope.inScope('g')).toBe('g.site = $2 and g.type_id = $3::int4');
    expect(scope.arg(50)).toBe('$4');
    expect(params).toEqual(['2026-11-27', 'TH', 99991, 50]);
    expect([scope.site, scope.cat]).toEqual(['$2', '$3::int4']);
  });

  it('leaves what the scope does not name open: all sites, all categories', () => {
    const params: unknown[] = ['2026-11-27'];
    const scope = bindScope(params, {});
    expect(scope.inScope('l')).toBe('true and true');
    expect([scope.site, scope.cat, params]).toEqual([undefined, undefined, ['2026-11-27']]);
    expect(bindScope([], { categoryId: 0 }).inScope('c')).toBe('true and c.type_id = $1::int4');
  });
});
