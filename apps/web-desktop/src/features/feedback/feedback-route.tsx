// Route module of /feedback (spec §7 user feedback; issue 16 item 5): the feedback form, reached from
// the footer and the member landing. The picture goes through POST /file/imageUploadNoResize for a
// member (a screenshot of a data page stays at its size, so its figures remain legible, and it is
// tied to the account by the token) and through the public POST /public/uploadImg for a visitor,
// who has no token: anyone may send feedback.
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { siteApi, useIsLoggedIn } from '@sealens/auth';
import { FeedbackForm, sendFeedback, uploadPublicImage, uploadScreenshotNoResize, type FeedbackValues } from '@sealens/site-services';
import type { RouteHandle } from '@sealens/ssr';
import { pageTitle } from '../../app/site-head';

const send = (values: FeedbackValues) => sendFeedback(siteApi().identity, values);

export function Component() {
  const isMember = useIsLoggedIn();
  const upload = (file: File) => (isMember ? uploadScreenshotNoResize(siteApi().main, file) : uploadPublicImage(siteApi().main, file));
  return (
    <section aria-labelledby="feedback-title" className="mx-auto w-full max-w-2xl px-6 py-12">
      <h1 id="feedback-title" className="text-3xl font-bold text-ink">
        <Trans>Feedback</Trans>
      </h1>
      <p className="mt-3 text-ink-muted">
        <Trans>Tell us what is missing, what is wrong or what could be better. A screenshot helps us find it.</Trans>
      </p>
      <div className="mt-8 rounded-xl bg-surface p-6 ring-1 ring-border">
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
