// What a title says, language aside (issue 30, sourcing): marketplace titles are in the site's
// language, 1688 offers in simplified Chinese, so titles are compared by the shared vocabulary's meanings, not
// by their letters. Each product word, prefix and suffix of the vocabulary (src/market/sim/vocabulary.ts,
// the words every simulated title is built from, in seven languages) is a dictionary entry whose
// meaning is the same in every language; what is left of a Latin-script title (brand names) is kept
// as lower-case words.
import type { Lang } from '../site-profiles';
import { CATEGORY_PROFILES, LANG_INDEX, MAINLAND_NOUNS, MAINLAND_PREFIXES, MAINLAND_SUFFIXES, PREFIXES, SUFFIXES } from '../sim/vocabulary';

export interface TitleWords {
  /** The product word's meaning, `<categoryId>:<word number>`, or null when the title has none the dictionary knows. */
  productWord: string | null;
  /** Attribute meanings: `p<n>` for a prefix word, `s<n>` for a suffix word. */
  attributes: Set<string>;
  /** Other Latin-script words, lower case (brand names, model words), 3 letters or more. */
  others: Set<string>;
}

interface Entry {
  phrase: string;
  meaning: string;
  /** A Latin-script phrase must stand as whole words (so "Mini" is not found in "Minimalist"). */
  whole: boolean;
}

const LATIN = /\p{Script=Latin}|\d/u;

/** The dictionary: every phrase of every language, longest first (a longer phrase wins over one inside it). */
const ENTRIES: readonly Entry[] = (() => {
  const byPhrase = new Map<string, string>();
  const add = (phrase: string, meaning: string) => {
    const key = phrase.toLowerCase();
    if (key && !byPhrase.has(key)) byPhrase.set(key, meaning);
  };
  for (const [id, profile] of Object.entries(CATEGORY_PROFILES)) profile.nouns.forEach((noun, i) => noun.forEach((phrase) => add(phrase, `${id}:${i}`)));
  for (const lang of Object.keys(LANG_INDEX) as Lang[]) {
    PREFIXES[lang].forEach((phrase, i) => add(phrase, `p${i}`));
    SUFFIXES[lang].forEach((phrase, i) => add(phrase, `s${i}`));
  }
  // 1688's simplified-Chinese words (mainland usage) mean what the same entries mean in the seven languages.
  for (const [id, nouns] of Object.entries(MAINLAND_NOUNS)) nouns.forEach((phrase, i) => add(phrase, `${id}:${i}`));
  MAINLAND_PREFIXES.forEach((phrase, i) => add(phrase, `p${i}`));
  MAINLAND_SUFFIXES.forEach((phrase, i) => add(phrase, `s${i}`));
  return [...byPhrase]
    .map(([phrase, meaning]) => ({ phrase, meaning, whole: LATIN.test(phrase.charAt(0)) || LATIN.test(phrase.charAt(phrase.length - 1)) }))
    .sort((a, b) => b.phrase.length - a.phrase.length || a.phrase.localeCompare(b.phrase));
})();

/** A Latin letter or digit next to a Latin phrase makes it part of a longer word; a Chinese or Thai one does not (those scripts run words together). */
const isWordChar = (c: string | undefined) => c !== undefined && /[\p{Script=Latin}\d]/u.test(c);

/** Reads a title (any of the seven languages) into its meanings. */
export function titleWords(title: string): TitleWords {
  let rest = title.toLowerCase();
  let productWord: string | null = null;
  const attributes = new Set<string>();
  for (const { phrase, meaning, whole } of ENTRIES) {
    let at = rest.indexOf(phrase);
    while (at >= 0) {
      const end = at + phrase.length;
      if (!whole || (!isWordChar(rest[at - 1]) && !isWordChar(rest[end]))) {
        if (meaning.startsWith('p') || meaning.startsWith('s')) attributes.add(meaning);
        else productWord ??= meaning;
        // Blanked, so a shorter phrase inside it is not read again.
        rest = rest.slice(0, at) + ' '.repeat(phrase.length) + rest.slice(end);
      }
      at = rest.indexOf(phrase, at + 1);
    }
  }
  const others = new Set((rest.match(/[a-z0-9]{3,}/g) ?? []).filter((w) => !/^\d+$/.test(w)));
  return { productWord, attributes, others };
}
