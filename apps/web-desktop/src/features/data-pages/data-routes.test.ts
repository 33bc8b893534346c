// Issue 27 item 3: spec §2's /ExplosionDetection/details and /ExplosionDetection/historyList answer
// (a redirect to the pages' own addresses, the query kept).
import { matchRoutes, type LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../app/routes';
import { aliasTarget, dataRoute } from './data-routes';

const args = (path: string) => ({ request: new Request(`http://x${path}`), params: {}, context: {} }) as unknown as LoaderFunctionArgs;

async function thrown(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('the detection pages under /ExplosionDetection/', () => {
  it('match a data page, not the not-found route', () => {
    for (const path of ['/ExplosionDetection/details', '/ExplosionDetection/historyList', '/details', '/historyList']) {
      const leaf = matchRoutes(routes, path)?.at(-1)?.route;
      expect(leaf?.path, path).toMatch(/^ExplosionDetection\?\/(details|historyList)$/);
    }
  });

  it('redirect (301) to /details and /historyList with the query kept', async () => {
    const details = await thrown(() => dataRoute('ExplosionDetection?/details').loader(args('/ExplosionDetection/details?id=42')));
    expect(details).toBeInstanceOf(Response);
    expect((details as Response).status).toBe(301);
    expect((details as Response).headers.get('Location')).toBe('/details?id=42');
    const history = await thrown(() => dataRoute('ExplosionDetection?/historyList').loader(args('/ExplosionDetection/historyList/')));
    expect((history as Response).headers.get('Location')).toBe('/historyList');
  });

  it('leaves the pages’ own addresses and the list alone', () => {
    expect(aliasTarget(new URL('http://x/details?id=1'))).toBeNull();
    expect(aliasTarget(new URL('http://x/historyList'))).toBeNull();
    expect(aliasTarget(new URL('http://x/ExplosionDetection/dataList'))).toBeNull();
  });
});
