// Spec §2 /success, beside /oauth: the page an authorisation lands on. Of what spec §3 lets succeed
// (registration, authorisation, payment), registration has its own success pages
// (/promote/…/success) and the dialog's own notice, and the product has no payment flow; what
// returns to a page of its own is an authorisation: a Shopee shop authorised for SeaLens
// (/moreShopAuthorize sends the seller here, as Shopee's authorisation page returns to a callback),
// or another product's authorisation. The page counts spec §9's auth-success redirect countdown
// (3 s) down, then goes on to `redirect` (this origin only), else to the shop list or home. The
// seller may go at once or stop the countdown (WCAG 2.2.1: a time limit one can turn off).
import { Trans } from '@lingui/react/macro';
import { AUTH_SUCCESS_COUNTDOWN_S, sameOriginPath } from '@sealens/domain';
import { Button, LineIcon, buttonClassName } from '@sealens/ui';
import { useEffect, useState } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router';

export type SuccessKind = 'shop' | 'authorization';

export function successKindOf(search: string): SuccessKind {
  return new URLSearchParams(search).get('type') === 'shop' ? 'shop' : 'authorization';
}

/** Where the page goes on: `redirect` when it is of this origin, else the kind's own page. */
export function successTarget(search: string, origin: string): string {
  const fallback = successKindOf(search) === 'shop' ? '/moreShopAuthorize' : '/';
  return sameOriginPath(new URLSearchParams(search).get('redirect'), origin, fallback);
}

export interface SuccessData {
  kind: SuccessKind;
  target: string;
}

/** Decided from the request's own address, so the server's HTML and the browser agree. */
export function successData(requestUrl: string): SuccessData {
  const url = new URL(requestUrl);
  return { kind: successKindOf(url.search), target: successTarget(url.search, url.origin) };
}

export function SuccessPage() {
  const { kind, target } = useLoaderData() as SuccessData;
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(AUTH_SUCCESS_COUNTDOWN_S);
  const [stopped, setStopped] = useState(false);

  useEffect(() => {
    if (stopped) return;
    if (secondsLeft <= 0) {
      void navigate(target, { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft, stopped, navigate, target]);

  return (
    <section aria-labelledby="success-title" className="mx-auto flex max-w-lg flex-col items-center gap-5 px-6 py-20 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-success-50 text-success-700">
        <LineIcon name="check" className="size-9" />
      </span>
      <h1 id="success-title" className="text-3xl font-bold text-ink">
        {kind === 'shop' ? <Trans>Shop authorised</Trans> : <Trans>Authorisation successful</Trans>}
      </h1>
      <p className="text-ink-muted">
        {kind === 'shop' ? (
          <Trans>SeaLens can now show this shop's data beside your other authorised shops.</Trans>
        ) : (
          <Trans>Your SeaLens account is connected.</Trans>
        )}
      </p>
      <p role="status" aria-live="polite" className="text-sm text-ink" data-testid="success-countdown">
        {stopped ? <Trans>Stopped. Go on when you are ready.</Trans> : <Trans>Going on in {secondsLeft} s</Trans>}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={target} replace className={buttonClassName('primary', 'md')}>
          {kind === 'shop' ? <Trans>Back to my shops</Trans> : <Trans>Go on now</Trans>}
        </Link>
        {!stopped && (
          <Button variant="secondary" onClick={() => setStopped(true)}>
            <Trans>Stay on this page</Trans>
          </Button>
        )}
      </div>
    </section>
  );
}
