// A blue-ocean index explained on its page (issue 29 item 5): the formula in words and in symbols,
// and what each symbol stands for, so a member can recompute any row from the inputs its columns
// show. The terms are props: the word index and the industry index (blue-ocean-industry) are the
// same shape over different inputs.
import { useId } from 'react';

export interface BlueOceanTerm {
  /** The symbol as the formula writes it ("g"). */
  symbol: string;
  /** The input's name, as its column is headed. */
  name: string;
  /** What it is and where it comes from. */
  meaning: string;
}

export interface BlueOceanFormulaProps {
  title: string;
  /** The formula in words. */
  words: string;
  /** The formula in symbols ("B = (100 + g) ÷ (100 + c) × log10(1 + u)"). */
  symbols: string;
  terms: readonly BlueOceanTerm[];
  /** How to read the index (what a high value means), if the page says it. */
  reading?: string;
  /** The block's heading level under the page's (h2 by default). */
  headingLevel?: 2 | 3;
}

export function BlueOceanFormula({ title, words, symbols, terms, reading, headingLevel = 2 }: BlueOceanFormulaProps) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4">
      <Heading id={id} className="text-base font-semibold text-ink">
        {title}
      </Heading>
      <p className="text-sm text-ink">{words}</p>
      <p className="overflow-x-auto rounded bg-surface-muted px-3 py-2 font-mono text-sm text-ink">
        <code>{symbols}</code>
      </p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {terms.map((term) => (
          <div key={term.symbol} className="contents">
            <dt className="font-mono text-ink">
              <var>{term.symbol}</var>
            </dt>
            <dd className="text-ink-muted">
              <span className="font-medium text-ink">{term.name}</span>: {term.meaning}
            </dd>
          </div>
        ))}
      </dl>
      {reading && <p className="text-xs text-ink-muted">{reading}</p>}
    </section>
  );
}
