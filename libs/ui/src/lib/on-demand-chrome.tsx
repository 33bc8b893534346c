// The back-to-top button and the navigation progress bar draw nothing at the first paint (the button
// waits for a screen of scrolling, the bar for a navigation), so their code is not in a page's first
// JavaScript: it loads when the browser is idle, and the bar's as soon as a navigation is pending.
import { useEffect } from 'react';
import type { BackToTopProps } from './back-to-top';
import { deferred } from './deferred';
import type { ProgressBarProps } from './progress-bar';

const DeferredBackToTop = deferred<BackToTopProps>(() => import('./back-to-top').then((m) => ({ default: m.BackToTop })));
const DeferredProgressBar = deferred<ProgressBarProps>(() => import('./progress-bar').then((m) => ({ default: m.ProgressBar })));

export function BackToTop(props: BackToTopProps) {
  return <DeferredBackToTop {...props} fallback={null} />;
}

export function ProgressBar(props: ProgressBarProps) {
  useEffect(() => {
    if (props.active) DeferredProgressBar.preload();
  }, [props.active]);
  return <DeferredProgressBar {...props} fallback={null} />;
}
