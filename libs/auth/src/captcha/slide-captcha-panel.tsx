import { useLingui } from '@lingui/react/macro';
import { Button, LineIcon, Spinner } from '@sealens/ui';
import { useCallback, useEffect, useRef, useState } from 'react';

import type { CaptchaPass } from './captcha-provider';
import type { SlideCaptchaApi, SlideChallenge } from './slide-captcha-api';
import { SlidePuzzle, type SlideTrail } from './slide-puzzle';
import { svgDataUrlSize } from './svg-data-url';

/** The reference server's piece size, used when the piece picture does not state its own. */
const DEFAULT_PIECE_SIZE_PX = 40;

type Phase =
  | { name: 'loading' }
  | { name: 'ready'; challenge: SlideChallenge }
  | { name: 'verifying'; challenge: SlideChallenge }
  /** The challenge could not be loaded or the answer not checked (network, server): retry loads a new one. */
  | { name: 'failed' };

export interface SlideCaptchaPanelProps {
  api: SlideCaptchaApi;
  onPass(pass: CaptchaPass): void;
  /** Id of the dialog's instruction, which also describes the slider. */
  describedBy?: string;
}

/**
 * The body of the slide-captcha dialog: loads a challenge on mount, sends the answer on release or
 * Enter, and after a miss (16801) says so and loads a fresh challenge; after an expired or spent
 * one (16808/16809) it just loads a fresh challenge.
 */
export function SlideCaptchaPanel({ api, onPass, describedBy }: SlideCaptchaPanelProps) {
  const { t } = useLingui();
  const [phase, setPhase] = useState<Phase>({ name: 'loading' });
  const [x, setX] = useState(0);
  const [missed, setMissed] = useState(false);
  // Each load gets a number; answers of an older load (refresh clicked twice, unmounted) are dropped.
  const generation = useRef(0);

  const fetchChallenge = useCallback(() => {
    const current = ++generation.current;
    api.loadChallenge().then(
      (challenge) => {
        if (current !== generation.current) return;
        setX(0);
        setPhase({ name: 'ready', challenge });
      },
      () => {
        if (current === generation.current) setPhase({ name: 'failed' });
      },
    );
  }, [api]);

  const reload = useCallback(() => {
    setPhase({ name: 'loading' });
    fetchChallenge();
  }, [fetchChallenge]);

  useEffect(() => {
    fetchChallenge();
    return () => {
      generation.current += 1;
    };
  }, [fetchChallenge]);

  const submit = (answer: number, trail: SlideTrail) => {
    if (phase.name !== 'ready') return;
    const { challenge } = phase;
    const current = generation.current;
    setMissed(false);
    setPhase({ name: 'verifying', challenge });
    api.verify(challenge.challengeId, answer, trail).then(
      (verdict) => {
        if (current !== generation.current) return;
        if (verdict.kind === 'pass') {
          onPass(verdict.pass);
          return;
        }
        setMissed(verdict.kind === 'wrong');
        reload();
      },
      () => {
        if (current === generation.current) setPhase({ name: 'failed' });
      },
    );
  };

  const challenge = phase.name === 'ready' || phase.name === 'verifying' ? phase.challenge : undefined;
  const pieceSize = (challenge && svgDataUrlSize(challenge.piece)?.width) ?? DEFAULT_PIECE_SIZE_PX;
  const overlay =
    phase.name === 'loading' || phase.name === 'verifying' ? (
      <div className="absolute inset-0 flex items-center justify-center bg-surface/40">
        <Spinner size="lg" className="text-brand-600" label={phase.name === 'loading' ? t`Loading the puzzle` : t`Checking`} />
      </div>
    ) : phase.name === 'failed' ? (
      <div role="alert" className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center">
        <p className="text-sm text-ink">{t`The puzzle could not be loaded. Please check your network and try again.`}</p>
        <Button size="sm" variant="secondary" onClick={reload}>
          {t`Retry`}
        </Button>
      </div>
    ) : null;

  return (
    <div>
      <SlidePuzzle
        challenge={challenge}
        pieceSize={pieceSize}
        value={x}
        onChange={setX}
        onSubmit={submit}
        disabled={phase.name !== 'ready'}
        overlay={overlay}
        describedBy={describedBy}
      />
      <div className="mx-auto mt-2 flex min-h-8 items-center justify-between gap-2" style={{ width: 300 }}>
        <p role="status" className="text-sm text-danger-600">
          {missed ? t`Verification failed, please try again` : ''}
        </p>
        <Button
          size="sm"
          variant="ghost"
          className="px-2"
          aria-label={t`Refresh puzzle`}
          disabled={phase.name === 'loading' || phase.name === 'verifying'}
          onClick={() => {
            setMissed(false);
            reload();
          }}
        >
          <LineIcon name="refresh" size={18} />
        </Button>
      </div>
    </div>
  );
}
