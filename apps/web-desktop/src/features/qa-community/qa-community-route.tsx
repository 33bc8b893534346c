// Route module of /QACommunity/{page?} (spec §2; issue 15): the optional segment is the list's page
// number, so every page has its own address (/QACommunity is page 1, its canonical address). The
// page comes from the loader, so the server's HTML holds the real questions.
import { msg } from '@lingui/core/macro';
import { questionListLoader, type QuestionListData } from '@sealens/community';
import type { RouteHandle } from '@sealens/ssr';
import { pageTitle } from '../../app/site-head';

export { QaCommunityPage as Component } from './qa-community-page';
export const loader = questionListLoader;

export const handle: RouteHandle = {
  query: [],
  head: ({ i18n, data }) => {
    const pageNum = (data as QuestionListData | undefined)?.pageNum ?? 1;
    return {
      title: pageTitle(pageNum > 1 ? i18n._(msg`Q&A community, page ${pageNum}`) : i18n._(msg`Q&A community`)),
      description: i18n._(msg`Questions from sellers, answered by sellers and our team.`),
      canonicalPath: pageNum > 1 ? `/QACommunity/${pageNum}` : '/QACommunity',
    };
  },
};
