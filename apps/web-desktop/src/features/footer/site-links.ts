// Issue 27 item 3: the finished parts every visitor should find, in one list the footer and the
// member's landing both show (in every language: the header's classroom menu is zh/tw only, spec §2).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface SiteLink {
  label: MessageDescriptor;
  /** A path of this site. */
  to: string;
}

/** The data pages of issue 16 item 3 (the detection's details and history are reached from its list). */
export const DATA_PAGE_LINKS: readonly SiteLink[] = [
  { label: msg`Explosion detection`, to: '/ExplosionDetection/dataList' },
  { label: msg`Product sales make-up`, to: '/goods-detail/goodsMakeUp' },
  { label: msg`Shop revenue`, to: '/mall-detail/mallReceivable' },
];

/** The content areas of spec §1: the college, Q&A, news, reports and the lottery. */
export const CONTENT_LINKS: readonly SiteLink[] = [
  { label: msg`Business college`, to: '/college/home' },
  { label: msg`Q&A community`, to: '/QACommunity' },
  { label: msg`Industry news`, to: '/IndustryNews' },
  { label: msg`Reports`, to: '/report' },
  { label: msg`Lucky draw`, to: '/lottery' },
];

/** The member's landing, at its plan (the header's account menu links here). */
export const WORKBENCH_PLAN_ANCHOR = 'plan';
