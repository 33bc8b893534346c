// The head of the first HTML: title, description, canonical URL and Open Graph tags, escaped.
import { ogLocale, SITE_NAME, type PageHead } from './page-head';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function renderHeadTags(head: PageHead, options: { origin: string; pathname: string; iso: string }): string {
  const url = options.origin + (head.canonicalPath ?? options.pathname);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:locale" content="${ogLocale(options.iso)}" />`,
  ];
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />');
  return tags.join('\n    ');
}
