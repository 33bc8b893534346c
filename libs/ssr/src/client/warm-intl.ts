// A page's first Intl object loads the browser's number and plural data for its language: ~16 ms on
// a fast machine, 60 ms at a phone's speed (profiled at 4x CPU on /m/, inside the hydration task that
// formats yesterday's market). Made while the page waits for its route modules and its catalog, that
// cost lands in an otherwise idle moment instead of the hydration's longest task. Only for pages whose
// route says they format numbers (RouteHandle.formatsNumbers): /about never made an Intl object, and
// warming for it was a long task of its own (issue 28).

type IntlParts = Pick<typeof Intl, 'NumberFormat' | 'PluralRules'>;

export function warmIntl(tag: string, intl: IntlParts = Intl): void {
  try {
    new intl.NumberFormat(tag).format(0);
    new intl.PluralRules(tag).select(1);
  } catch {
    // An unusable tag: the formatters fall back on their own when the page uses them.
  }
}
