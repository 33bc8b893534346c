// The workbench shows sub-categories in the reader's language from a catalog of its own
// (libs/workbench/src/sub-categories): its English must be the market data's names, and it must hold
// every sub-category the data has, or a name would stay in English.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { CATEGORIES } from '@sealens/domain';
import { describe, expect, it } from 'vitest';

import { nounCount, nounOf } from '../../market/sim/vocabulary';

const EN_CATALOG = fileURLToPath(new URL('../../../../../libs/workbench/src/sub-categories/locales/en/sub-categories.po', import.meta.url));

describe('sub-category names of the workbench', () => {
  it("hold every sub-category of the market data under the data's English name", () => {
    const msgids = new Set([...readFileSync(EN_CATALOG, 'utf8').matchAll(/^msgid "(.+)"$/gm)].map((m) => m[1]));
    const dataNames = CATEGORIES.flatMap((c) => Array.from({ length: nounCount(c.id) }, (_, i) => nounOf(c.id, i, 'en')));
    expect(dataNames).toHaveLength(69);
    expect(dataNames.filter((name) => !msgids.has(name))).toEqual([]);
    expect(msgids.size).toBe(new Set(dataNames).size);
  });
});
