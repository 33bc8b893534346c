// Route module of /business-college/components/userInfo (issue 15): the reader's own corner of the
// college. The member's name lives in the browser's session store, so it appears after hydration;
// a visitor is offered the login dialog. The lessons to continue with are public and server-rendered.
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { openLogin, useHydrated, useIsLoggedIn, useUserInfo } from '@sealens/auth';
import { ContentList, ContentLoadError, loadContentPage, type ContentSummary } from '@sealens/content';
import type { RouteHandle } from '@sealens/ssr';
import { Button, buttonClassName } from '@sealens/ui';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { pageTitle } from '../../app/site-head';
import { CollegeFrame } from './college-frame';
import { contentClient, readerLocaleOf } from './content-loader-support';
import { SECTIONS } from './content-sections';

/** Lessons suggested to continue with. */
export const SUGGESTED_LESSONS = 3;

export async function loader({ context }: LoaderFunctionArgs): Promise<{ lessons: ContentSummary[] | null }> {
  try {
    const page = await loadContentPage(contentClient(context), 'course', { page: 1, pageSize: SUGGESTED_LESSONS, lang: readerLocaleOf(context) });
    return { lessons: page.items };
  } catch {
    return { lessons: null };
  }
}

function Account() {
  const hydrated = useHydrated();
  const member = useIsLoggedIn();
  const info = useUserInfo();
  if (!hydrated) return <div className="h-24 animate-pulse rounded-lg bg-surface-sunken" aria-busy="true" />;
  if (!member) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-lg border border-border p-5" data-testid="college-visitor">
        <p className="text-ink-muted">
          <Trans>Log in to like articles and keep your learning in one place.</Trans>
        </p>
        <Button onClick={() => void openLogin()}>
          <Trans>Log in</Trans>
        </Button>
      </div>
    );
  }
  const name = info.user?.nickName || info.user?.account || '';
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-border p-5" data-testid="college-member">
      <p className="text-lg text-ink">
        <Trans>Welcome back, {name}.</Trans>
      </p>
      <a href="/workbench/home" className={buttonClassName('secondary', 'md')}>
        <Trans>My workbench</Trans>
      </a>
    </div>
  );
}

export function Component() {
  const { lessons } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  return (
    <CollegeFrame>
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-bold text-ink">
          <Trans>My learning</Trans>
        </h1>
        <Account />
        <section aria-labelledby="continue-title" className="flex flex-col gap-2">
          <h2 id="continue-title" className="text-xl font-semibold text-ink">
            <Trans>Lessons to continue with</Trans>
          </h2>
          {lessons ? (
            <ContentList items={lessons} hrefFor={SECTIONS.courses.detailPath} titleLevel="h3" />
          ) : (
            <ContentLoadError onRetry={() => void revalidator.revalidate()} retrying={revalidator.state === 'loading'} />
          )}
        </section>
      </div>
    </CollegeFrame>
  );
}

export const handle: RouteHandle = {
  query: [],
  head: ({ i18n }) => ({
    title: pageTitle(i18n._(msg`My learning`)),
    description: i18n._(msg`Your corner of the business college: your account and the lessons to continue with.`),
    noindex: true,
  }),
};
