// The short-video marketplace's page kind as the page route loads it: a chunk of its own (kinds/page-kinds.ts).
import type { PageKind } from '../page-kind';
import { tiktokItemLoader, tiktokListLoader } from './tiktok-data';
import { TiktokPageView } from './tiktok-page';

export const kind: PageKind<'tiktok'> = {
  load: (args, page) => (page.view === 'list' ? tiktokListLoader(page.entity) : tiktokItemLoader(page.entity))(args),
  View: TiktokPageView,
};
