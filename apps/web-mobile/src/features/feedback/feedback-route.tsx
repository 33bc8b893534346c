// Route module of /m/feedback (spec §7 user feedback; issue 16 item 5), reached from the footer. The
// phone site sends its picture through the public POST /public/uploadImg (the separate upload base):
// a phone photo needs no login and no "no resize" treatment, and a visitor can send feedback as well
// as a member. (The desktop site uses /file/imageUploadNoResize for members' screenshots.)
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { siteApi } from '@sealens/auth';
import { FeedbackForm, sendFeedback, uploadPublicImage, type FeedbackValues } from '@sealens/site-services';
import type { RouteHandle } from '@sealens/ssr';
import { pageTitle } from '../../app/site-head';

const send = (values: FeedbackValues) => sendFeedback(siteApi().identity, values);
const upload = (file: File) => uploadPublicImage(siteApi().main, file);

export function Component() {
  return (
    <section aria-labelledby="feedback-title" className="px-5 py-6">
      <h1 id="feedback-title" className="text-2xl font-bold text-ink">
        <Trans>Feedback</Trans>
      </h1>
      <p className="mt-2 text-sm text-ink-muted">
        <Trans>Tell us what is missing, what is wrong or what could be better. A screenshot helps us find it.</Trans>
      </p>
      <div className="mt-6">
        <FeedbackForm upload={upload} send={send} />
      </div>
    </section>
  );
}

export const handle: RouteHandle = {
  query: [],
  head: ({ i18n }) => ({
    title: pageTitle(i18n._(msg`Feedback`)),
    description: i18n._(msg`Tell us what is missing, what is wrong or what could be better. A screenshot helps us find it.`),
  }),
};
