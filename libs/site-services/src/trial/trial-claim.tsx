import { Trans } from '@lingui/react/macro';
import { Button } from '@sealens/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Answer } from '../shared/answer';
import type { TrialInfo } from './trial-api';

export interface TrialClaimProps {
  /** Whether the member's plan is active now (then there is nothing to claim). */
  planActive: boolean;
  fetchTrial: () => Promise<Answer<TrialInfo>>;
  claimTrial: () => Promise<Answer<TrialInfo>>;
  /** After a claim: the landing reloads the plan (now the trial). */
  onClaimed: () => void;
}

type State = { status: 'loading' } | { status: 'failed' } | { status: 'hidden' } | { status: 'eligible'; claiming: boolean; failed: boolean } | { status: 'claimed'; endTime: string } | { status: 'refused' };

/**
 * The member landing's trial offer (spec §6 "may receive a 1-day operations-edition trial"): shown to
 * a member with no active plan who never had the trial; the claim is decided by the server (once).
 * A member who had it sees nothing here; their plan card shows the trial.
 */
export function TrialClaim({ planActive, fetchTrial, claimTrial, onClaimed }: TrialClaimProps) {
  const [state, setState] = useState<State>({ status: 'loading' });
  // The plan as the page opened: after a claim the plan is the trial, and the answer must stay shown.
  const planActiveAtStart = useRef(planActive);
  // Sets the state only when the answer comes (the first state is already 'loading').
  const load = useCallback(() => {
    void fetchTrial().then((answer) => {
      if (answer.code !== 200) setState({ status: 'failed' });
      else setState(answer.payload || planActiveAtStart.current ? { status: 'hidden' } : { status: 'eligible', claiming: false, failed: false });
    });
  }, [fetchTrial]);
  useEffect(load, [load]);

  const claim = async () => {
    setState({ status: 'eligible', claiming: true, failed: false });
    const answer = await claimTrial();
    if (answer.code === 200) {
      setState({ status: 'claimed', endTime: answer.payload?.endTime ?? '' });
      onClaimed();
    } else if (answer.code === 10011) setState({ status: 'refused' });
    else setState({ status: 'eligible', claiming: false, failed: true });
  };

  if (state.status === 'hidden' || state.status === 'loading') return null;
  return (
    <section className="rounded-xl bg-brand-50 p-6 ring-1 ring-brand-200 md:col-span-2" aria-labelledby="trial-claim-title" data-testid="trial-claim">
      <h2 id="trial-claim-title" className="text-lg font-semibold text-ink">
        <Trans>Free 1-day trial</Trans>
      </h2>
      <div className="mt-2" aria-live="polite">
        {state.status === 'failed' ? (
          <div role="alert">
            <p className="text-ink-muted">
              <Trans>Your trial could not be checked.</Trans>
            </p>
            <Button className="mt-3" variant="secondary" size="sm" onClick={load}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : state.status === 'claimed' ? (
          <p className="text-ink" data-testid="trial-claimed">
            <Trans>Your 1-day operations-edition trial is active until {state.endTime}. The trial can be claimed only once.</Trans>
          </p>
        ) : state.status === 'refused' ? (
          <p className="text-ink">
            <Trans>The trial is not available for your account: it can be claimed once, and not while a plan is active.</Trans>
          </p>
        ) : (
          <>
            <p className="text-ink-muted">
              <Trans>Try the operations edition free for one day: every ranking and analysis of the edition, once per account.</Trans>
            </p>
            <Button className="mt-3" loading={state.claiming} onClick={() => void claim()}>
              <Trans>Claim the free trial</Trans>
            </Button>
            {state.failed && (
              <p role="alert" className="mt-2 text-sm text-danger-700">
                <Trans>The trial could not be claimed. Please try again.</Trans>
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
