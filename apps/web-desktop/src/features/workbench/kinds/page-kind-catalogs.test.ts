import { i18n } from '@lingui/core';
import { loadWorkbenchKindsMessages, loadWorkbenchMessages } from '@sealens/workbench';
import { describe, expect, it } from 'vitest';
import { KINDS_WITHOUT_KINDS_CATALOG, loadPageKind } from './page-kinds';

// The workbench catalog is split by kind (lingui.config.ts): a kind's part must be in the active
// locale's messages when its module resolves, because the page renders (and hydrates) right after.
describe('page kinds and their catalog part', () => {
  it('a ranking page does not load the other kinds part; a contrast page loads it with its chunk', async () => {
    i18n.loadAndActivate({ locale: 'th', messages: {} });
    const kindsPart = await loadWorkbenchKindsMessages('th');
    const core = await loadWorkbenchMessages('th');
    // Strings only the other kinds show: in their part and not in the ranking pages' one.
    const onlyKinds = Object.keys(kindsPart).filter((id) => !(id in core));
    expect(onlyKinds.length).toBeGreaterThan(100);
    expect(KINDS_WITHOUT_KINDS_CATALOG.has('ranking')).toBe(true);

    await loadPageKind('ranking');
    expect(onlyKinds.filter((id) => id in i18n.messages)).toEqual([]);

    await loadPageKind('contrast');
    for (const id of onlyKinds) expect(i18n.messages[id]).toEqual(kindsPart[id]);
  }, 60_000);
});
