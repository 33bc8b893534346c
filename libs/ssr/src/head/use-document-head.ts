// Keeps the document head in step with the page on client-side navigation. The server already
// wrote the same tags into the first HTML, so the first run changes nothing (no flash).
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { ogLocale, resolveHead, type PageHead } from './page-head';

function setMeta(attribute: 'name' | 'property', key: string, content: string | null) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

function setCanonical(href: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = href;
}

/**
 * The site's public origin as the server wrote it into the first canonical link (SEALENS_PUBLIC_ORIGIN):
 * the address the browser used may be another name of the same server. Without a server-rendered
 * head (a static host), the browser's own origin. (A link's `href` property is always an absolute
 * URL, resolved by the browser, so the parse cannot fail.)
 */
function publicOrigin(): string {
  return new URL(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? location.href).origin;
}

export function useDocumentHead(defaults: (i18n: ReturnType<typeof useLingui>['i18n']) => PageHead): void {
  const matches = useMatches();
  const { pathname } = useLocation();
  const { i18n } = useLingui();
  const basenamePath = typeof window === 'undefined' ? pathname : window.location.pathname;

  useEffect(() => {
    const head = resolveHead(
      matches.map((m) => ({ handle: m.handle, data: m.loaderData, params: m.params })),
      i18n,
      basenamePath,
      defaults(i18n),
    );
    const url = publicOrigin() + (head.canonicalPath ?? window.location.pathname);
    document.title = head.title;
    setMeta('name', 'description', head.description);
    setMeta('name', 'robots', head.noindex ? 'noindex' : null);
    setMeta('property', 'og:title', head.title);
    setMeta('property', 'og:description', head.description);
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:locale', ogLocale(document.documentElement.lang || 'en'));
    setCanonical(url);
    // i18n is one object across languages: its locale is what changes.
  }, [matches, i18n, i18n.locale, basenamePath, defaults]);
}
