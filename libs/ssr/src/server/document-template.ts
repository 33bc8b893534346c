// Pours a rendered page into the site's built index.html: `<html lang>`, the head tags, the app's
// markup inside #root and the hydration data after it. Everything else (the hashed script and
// style links Vite wrote) stays as built.
export interface DocumentParts {
  lang: string;
  headTags: string;
  appHtml: string;
  hydrationScript: string;
}

const ROOT = '<div id="root"></div>';

export function assertTemplate(template: string): void {
  if (!template.includes(ROOT)) throw new Error(`the site template has no ${ROOT}`);
  if (!/<html[^>]*>/.test(template)) throw new Error('the site template has no <html> element');
}

export function fillTemplate(template: string, parts: DocumentParts): string {
  return (
    template
      // The server already painted the page: its scripts only make it interactive, so they must not
      // take bandwidth from the stylesheet the first paint waits for.
      .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
      .replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"')
      .replace(/<html([^>]*)\slang="[^"]*"([^>]*)>/, `<html$1 lang="${parts.lang}"$2>`)
      // The built title and description are the static-hosting defaults: the page's own replace them.
      .replace(/\s*<title>[\s\S]*?<\/title>/, '')
      .replace(/\s*<meta name="description"[^>]*>/, '')
      .replace(/\n?\s*<\/head>/, () => `\n    ${parts.headTags}\n  </head>`)
      // A function replacement: `$&` and friends in page text must stay literal.
      .replace(ROOT, () => `<div id="root">${parts.appHtml}</div>${parts.hydrationScript}`)
  );
}
