// Register | Log in as a real link (issue 27 item 7): before the page has hydrated a click still
// leads to the login (the login page), and once it runs the dialog opens over the page instead.
import { openLogin } from '@sealens/auth';
import type { MouseEvent } from 'react';
import { DEFAULT_URL_CODE } from '@sealens/domain';
import { useLocation, useSearchParams } from 'react-router';

/** Spec §2: register|login opens /workbench/login with the page's urlCode; the login page brings the visitor back here. */
export function loginPageHref(urlCode: string, here: string): string {
  return `/workbench/login?${new URLSearchParams({ urlCode, redirect: here }).toString()}`;
}

/**
 * The login page's address for this page: a real link, so a click before the page hydrates still logs
 * in (issue 27 item 7). Back to the path only: the server caches a page by the query parameters its
 * routes declare, so the rest of the query may not be the one this HTML was rendered for.
 */
export function useLoginPageHref(): string {
  // Not use-url-code.ts: the lazy menus import that one, and a module shared by the first load and
  // a lazy chunk is cut into a first-load file of its own.
  const [params] = useSearchParams();
  return loginPageHref(params.get('urlCode') || DEFAULT_URL_CODE, useLocation().pathname);
}

/** Once the page runs, a plain click opens the dialog over the page; a modified click (new tab) keeps the link. */
export function openLoginInPlace(event: MouseEvent) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  void openLogin();
}
