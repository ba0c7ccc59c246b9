/**
 * Counts in words, one way everywhere ('1 credit', '2 credits', '0 words'): English plural
 * categories from Intl.PluralRules, so no screen writes its own `n === 1 ? … : …`.
 */
const rules = new Intl.PluralRules('en');

/** The word for `n`: plural('credit', 1) → 'credit'; plural('story', 2, 'stories') → 'stories'. */
export function plural(word: string, n: number, pluralWord = `${word}s`): string {
  return rules.select(n) === 'one' ? word : pluralWord;
}

/** The count and its word: count(1, 'credit') → '1 credit'; count(3, 'story', 'stories') → '3 stories'. */
export function count(n: number, word: string, pluralWord?: string): string {
  return `${n} ${plural(word, n, pluralWord)}`;
}

/** 'a' or 'an' before a test's short name or a word: 'an SRT test', 'a WAT test', 'an image'. */
export function article(next: string): 'a' | 'an' {
  // Initialisms are read letter by letter: 'SRT' is "ess-ar-tee", so 'an'.
  if (/^[A-Z]{2,}/.test(next)) return /^[AEFHILMNORSX]/.test(next) ? 'an' : 'a';
  return /^[aeiou]/i.test(next) ? 'an' : 'a';
}
