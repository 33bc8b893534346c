// The share button's lazily loaded half: the site's API clients and the sharing code arrive together
// on the first press, never with the page (the footer that shows the button is in every first load).
import { siteApi } from '@sealens/auth';
import { sharePage, type SharedPage, type ShareOutcome } from './wechat-share';

export function shareWithSiteApi(page: SharedPage): Promise<ShareOutcome> {
  return sharePage(siteApi().main, page);
}
