/**
 * Just enough English morphology to turn "should respect" into "respected" when rewriting answers.
 */
const IRREGULAR: Record<string, string> = {
  be: 'was',
  become: 'became',
  begin: 'began',
  bring: 'brought',
  build: 'built',
  buy: 'bought',
  catch: 'caught',
  choose: 'chose',
  come: 'came',
  cut: 'cut',
  do: 'did',
  draw: 'drew',
  drink: 'drank',
  drive: 'drove',
  eat: 'ate',
  fall: 'fell',
  feel: 'felt',
  fight: 'fought',
  find: 'found',
  fly: 'flew',
  forget: 'forgot',
  forgive: 'forgave',
  get: 'got',
  give: 'gave',
  go: 'went',
  grow: 'grew',
  have: 'had',
  hear: 'heard',
  hide: 'hid',
  hit: 'hit',
  hold: 'held',
  hurt: 'hurt',
  keep: 'kept',
  know: 'knew',
  lead: 'led',
  learn: 'learnt',
  leave: 'left',
  lend: 'lent',
  let: 'let',
  lie: 'lay',
  lose: 'lost',
  make: 'made',
  mean: 'meant',
  meet: 'met',
  pay: 'paid',
  put: 'put',
  quit: 'quit',
  read: 'read',
  ride: 'rode',
  ring: 'rang',
  rise: 'rose',
  run: 'ran',
  say: 'said',
  see: 'saw',
  sell: 'sold',
  send: 'sent',
  set: 'set',
  shake: 'shook',
  shoot: 'shot',
  show: 'showed',
  shut: 'shut',
  sing: 'sang',
  sit: 'sat',
  sleep: 'slept',
  speak: 'spoke',
  spend: 'spent',
  stand: 'stood',
  steal: 'stole',
  stick: 'stuck',
  swim: 'swam',
  take: 'took',
  teach: 'taught',
  tell: 'told',
  think: 'thought',
  throw: 'threw',
  understand: 'understood',
  wake: 'woke',
  wear: 'wore',
  win: 'won',
  write: 'wrote',
  overcome: 'overcame',
  undertake: 'undertook',
  withdraw: 'withdrew',
  shine: 'shone',
};

/** Past form → base form, for recognising subject-less past-tense answers. */
export const IRREGULAR_PAST: Map<string, string> = new Map(
  Object.entries(IRREGULAR)
    .filter(([base, past]) => base !== past)
    .map(([base, past]) => [past, base]),
);

const VOWELS = /[aeiou]/;
const DOUBLING = new Set([
  'plan',
  'stop',
  'trek',
  'drop',
  'grab',
  'hug',
  'jog',
  'rob',
  'skip',
  'step',
  'chat',
  'fit',
  'admit',
  'quit',
  'commit',
  'prefer',
  'refer',
  'regret',
  'control',
  'patrol',
  'ship',
  'shop',
  'tap',
  'beg',
]);

function doubles(base: string): boolean {
  if (DOUBLING.has(base)) return true;
  return /^[^aeiou]*[aeiou][bdgmnpt]$/.test(base) && base.length <= 4;
}

export function pastOf(base: string): string {
  const b = base.toLowerCase();
  if (IRREGULAR[b]) return IRREGULAR[b];
  if (/(ed)$/.test(b) && !/eed$/.test(b)) return b;
  if (b.endsWith('e')) return `${b}d`;
  if (/[^aeiou]y$/.test(b)) return `${b.slice(0, -1)}ied`;
  if (doubles(b)) return `${b}${b.at(-1)}ed`;
  return `${b}ed`;
}

export function gerundOf(base: string): string {
  const b = base.toLowerCase();
  if (b === 'be') return 'being';
  if (b.endsWith('ie')) return `${b.slice(0, -2)}ying`;
  if (b.endsWith('e') && !b.endsWith('ee') && b.length > 2) return `${b.slice(0, -1)}ing`;
  if (doubles(b)) return `${b}${b.at(-1)}ing`;
  return `${b}ing`;
}

/** True for a past-tense surface form (lemma differs and it is not an -s or -ing form). */
export function isPastForm(text: string, lemma: string): boolean {
  const t = text.toLowerCase();
  if (IRREGULAR_PAST.has(t)) return true;
  if (t === lemma) return false;
  return (
    t.endsWith('ed') || (VOWELS.test(t) && !t.endsWith('s') && !t.endsWith('ing') && t !== lemma)
  );
}

const FIRST_PERSON: Record<string, string> = {
  his: 'my',
  her: 'my',
  their: 'my',
  its: 'its',
  "one's": 'my',
  your: 'my',
  yours: 'mine',
  him: 'him',
  them: 'them',
  himself: 'myself',
  herself: 'myself',
  themselves: 'ourselves',
  yourself: 'myself',
  he: 'I',
  she: 'I',
  they: 'we',
  you: 'I',
};

/** Re-voice a phrase in the first person ("his mother" → "my mother"). */
export function toFirstPerson(phrase: string): string {
  return phrase
    .split(/(\s+)/)
    .map((w) => {
      const key = w.toLowerCase();
      return key in FIRST_PERSON && !['him', 'them', 'its'].includes(key) ? FIRST_PERSON[key] : w;
    })
    .join('');
}

export function capitalise(s: string): string {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}
