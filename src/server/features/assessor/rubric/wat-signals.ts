/** WAT-only signals of RUBRIC §3. */
import { affect } from './affect';
import { dot, STOP, vectorOf } from '../model/embeddings';
import type { Parsed, Tok } from './nlp';
import { isPastForm } from './inflect';
import { fieldsOf, relatedWords, sameStem } from './fields';
import {
  ABSTRACT_NOUNS,
  AUTHORITY,
  BOAST_OTHER_RE,
  BOAST_RE,
  DEFINING_NOUNS,
  KIN_WORDS,
  TITLE_WORDS,
  MATERIAL_RE,
  MILITARY_STIMULI,
  MILITARY_STRICT,
  OWN_GROUP_NOUNS,
  PEOPLE_NOUNS,
  RESENTMENT_RE,
} from './lexicons';
import { quoteSpan } from './olq-cues';
import { recovered } from './signals';

const words = (p: Parsed): Tok[] => p.tokens.filter((t) => t.isWord);

/** Stimulus present as its lemma or a derived form ("Exams", "Helped", "timetable"). */
export function stimulusToken(p: Parsed, stimulus: string): Tok | undefined {
  return words(p).find((t) => sameStem(t.lower, stimulus) || sameStem(t.lemma, stimulus));
}

/** Linked through a semantic field ("Defeat" → "losing"); null when the word is in no field. */
export function stimulusLink(p: Parsed, stimulus: string): { known: boolean; link?: Tok } {
  const related = relatedWords(stimulus);
  if (fieldsOf(stimulus).length === 0) return { known: false };
  const link = words(p).find((t) =>
    related.some((r) => sameStem(r, t.lower) || sameStem(r, t.lemma)),
  );
  return { known: true, link };
}

/** Below this cosine no word of the answer is near the stimulus in meaning (off-topic answers in
 * the graded sets peak at 0.34; answers graded 2–5 without a lexical link start at 0.41 when
 * every word is known). */
const FAR_IN_MEANING = 0.36;

/**
 * The answer is known to be far from the stimulus in meaning: every content word has a vector
 * and none is near the stimulus. An unknown word (a name, a place, Hinglish: "bhaiya", "haat")
 * may be the link, so then nothing is known and the answer is not called off-topic.
 */
export function farInMeaning(p: Parsed, stimulus: string): boolean {
  const s = vectorOf(stimulus.toLowerCase());
  if (!s) return false;
  let best = -1;
  for (const t of words(p)) {
    if (STOP.has(t.lower)) continue;
    const v = vectorOf(t.lower, t.lemma);
    if (!v) return false;
    best = Math.max(best, dot(v, s));
  }
  return best >= -1 && best < FAR_IN_MEANING;
}

/** A cheerful aside: a cheer, an emoji, "so excited", "yummy", "masti" (RUBRIC §3 off-topic traps). */
const CHEER_RE =
  /\b(ya+y+|yo+|woo+|yippee|hurray|so excited|can'?t wait|cant wait|ha( ?ha)*|haha+|lol|masti|maja|maza|mast|yummy|tastiest|sweetest|best vibe)\b|!!|:\)|:D/i;
/** Below this cosine the answer's known words are far from the stimulus (unknown words skipped). */
const ASIDE_FAR = 0.3;

/**
 * A cheerful aside that ignores the word: "Messi is the GOAT!!" for Rope, "Going to nani's house
 * this sunday :)" for Bridge. Names and places have no vector; the cheer and the known words say
 * enough, so unknown words are skipped here (farInMeaning counts them as a possible link).
 */
export function cheerfulAside(p: Parsed, stimulus: string): boolean {
  if (!CHEER_RE.test(p.text)) return false;
  const s = vectorOf(stimulus.toLowerCase());
  if (!s) return false;
  let best = -1;
  let known = 0;
  for (const t of words(p)) {
    if (STOP.has(t.lower) || CHEER_RE.test(t.lower)) continue;
    const v = vectorOf(t.lower, t.lemma);
    if (v) {
      known += 1;
      best = Math.max(best, dot(v, s));
    }
  }
  // "Navratri!!" for Festival: nothing known, so nothing is known to be far.
  return known >= 2 && best < ASIDE_FAR;
}

export function onlyStimulus(p: Parsed, stimulus: string): boolean {
  const ws = words(p);
  return (
    ws.length > 0 &&
    ws.length <= 2 &&
    ws.every((t) => sameStem(t.lower, stimulus) || /^(a|an|the|is)$/.test(t.lower))
  );
}

/** "<word> is someone who …", "<word> is the quality of …", "<word> means …". */
export function definition(p: Parsed, stimulus: string): string | null {
  const ws = words(p);
  let k = 0;
  if (/^(a|an|the)$/.test(ws[0]?.lower ?? '')) k = 1;
  const head = ws[k];
  if (!head || !sameStem(head.lower, stimulus)) return null;
  const verb = ws[k + 1];
  if (verb?.lower === 'means') return quoteSpan(p, head.i, ws[Math.min(k + 4, ws.length - 1)].i);
  if (!verb || !/^(is|are)$/.test(verb.lower)) return null;
  const rest = ws.slice(k + 2, k + 7);
  if (!/^(a|an|the)$/.test(rest[0]?.lower ?? '')) return null;
  // "X is the best form of …" is a slogan (capped as a cliché), not a definition.
  if (/^(best|greatest|biggest|only|real|true|most)$|est$/.test(rest[1]?.lower ?? '')) return null;
  const relative = rest.findIndex(
    (t, i) => i > 1 && /^(who|that|which|of|where|when)$/.test(t.lower),
  );
  const defining = rest.slice(1, 3).some((t) => DEFINING_NOUNS.has(t.lemma));
  if (relative < 0 && !defining) return null;
  const end = rest[relative >= 0 ? relative : 2] ?? rest.at(-1)!;
  return quoteSpan(p, head.i, end.i);
}

export function boasting(p: Parsed): string | null {
  const m = BOAST_RE.exec(p.text) ?? BOAST_OTHER_RE.exec(p.text);
  return m ? m[0] : null;
}

export function material(p: Parsed): string | null {
  const m = MATERIAL_RE.exec(p.text);
  return m ? m[0] : null;
}

const FIRST_SINGULAR = /^(i|me|my|mine|myself)$/;
const TIME_RE =
  /\b(every|last|this|next|on|each) (morning|evening|night|day|week|weekend|month|year|winter|summer|sunday|monday|tuesday|wednesday|thursday|friday|saturday|sundays|holidays|vacation)\b/i;
/** A routine with its time: "after dinner daily", "in the evenings", "before shift starts". */
const ROUTINE_RE =
  /\b(daily|after (dinner|school|college|classes|class|lunch|work|duty|lectures)|in the (mornings|evenings)|before (the )?shift|on (weekends|sundays))\b/i;
/** Nouns too wide to make "our …" specific: "our country needs…", "our society". */
const WIDE_NOUNS =
  /^(country|nation|society|world|india|life|culture|youth|army|soldiers|motherland|planet|generation|duty|tradition|people)$/;

function ownGroupAfter(ws: Tok[], i: number): boolean {
  return ws
    .slice(i + 1, i + 4)
    .some(
      (t) =>
        OWN_GROUP_NOUNS.has(t.lemma) || OWN_GROUP_NOUNS.has(t.lower) || PEOPLE_NOUNS.has(t.lemma),
    );
}

/** Specific people, groups, places or events: what makes an answer concrete. */
export function specificity(p: Parsed): string | null {
  const ws = words(p);
  for (const [i, t] of ws.entries()) {
    if (FIRST_SINGULAR.test(t.lower))
      return quoteSpan(p, t.i, ws[Math.min(i + 2, ws.length - 1)].i);
    if ((t.lower === 'our' || t.lower === 'we') && (t.lower === 'we' || ownGroupAfter(ws, i)))
      return quoteSpan(p, t.i, ws[Math.min(i + 2, ws.length - 1)].i);
    if (t.pos === 'NUM' || (t.pos === 'PROPN' && i > 0)) return t.text;
    // One person the candidate knows: "Maa runs…", "Dadi still walks…", "Rai sir writes…".
    if (KIN_WORDS.has(t.lower) || (i > 0 && TITLE_WORDS.has(t.lower))) return t.text;
    // A place of one's own ("near our fields", "at our chowk"), company ("with hostel boys"), or
    // a named place's people ("Malvan fishermen").
    const next = ws[i + 1];
    if (
      (t.lower === 'our' || t.lower === 'my') &&
      next?.pos === 'NOUN' &&
      !WIDE_NOUNS.test(next.lower)
    )
      return quoteSpan(p, t.i, next.i);
    if (
      t.lower === 'with' &&
      ws.slice(i + 1, i + 4).some((x) => PEOPLE_NOUNS.has(x.lemma) || KIN_WORDS.has(x.lower))
    )
      return quoteSpan(p, t.i, ws[Math.min(i + 2, ws.length - 1)].i);
    // A name opening the answer as its subject ("Balsrang shares his notes…", "Uppa reads the
    // wind…"): a word with no vector is a name, not a capitalised abstract ("Honesty pays").
    if (
      i === 0 &&
      t.pos === 'PROPN' &&
      next?.pos === 'VERB' &&
      /[^s]s$/.test(next.lower) &&
      !vectorOf(t.lower)
    )
      return t.text;
    if (
      i === 0 &&
      t.pos === 'PROPN' &&
      !/^(indian|india|bharat|hindustani)$/.test(t.lower) &&
      next?.pos === 'NOUN' &&
      (PEOPLE_NOUNS.has(next.lemma) || /(men|s)$/.test(next.lower))
    )
      return quoteSpan(p, t.i, next.i);
  }
  const time = TIME_RE.exec(p.text) ?? ROUTINE_RE.exec(p.text);
  if (time) return time[0];
  const past = ws.find((t) => t.pos === 'VERB' && isPastForm(t.text, t.lemma));
  const definite = ws.find(
    (t, i) => t.lower === 'the' && ws[i + 1] && !ABSTRACT_NOUNS.has(ws[i + 1].lemma),
  );
  return past && definite
    ? quoteSpan(p, definite.i, Math.min(definite.i + 2, p.tokens.length - 1))
    : null;
}

/** An abstract generalisation: present tense, nothing specific, a generic subject. */
export function generalisation(p: Parsed): string | null {
  if (specificity(p)) return null;
  const ws = words(p);
  if (ws.some((t) => t.pos === 'VERB' && isPastForm(t.text, t.lemma) && !isPassive(ws, t)))
    return null;
  if (!ws.some((t) => t.pos === 'VERB' || t.pos === 'AUX')) return null;
  return p.sentences[0]?.text.replace(/[.!]$/, '') ?? null;
}

function isPassive(ws: Tok[], verb: Tok): boolean {
  const k = ws.indexOf(verb);
  return k > 0 && /^(is|are|be|been|being)$/.test(ws[k - 1].lower);
}

/** Verbs whose past tense is the base form: "Set a goal…" is past when the rest of the sentence is. */
export const SAME_FORM_PAST = new Set([
  'set',
  'put',
  'cut',
  'hit',
  'let',
  'read',
  'quit',
  'shut',
  'spread',
  'cost',
  'hurt',
  'bet',
  'cast',
  'upset',
]);

export function narrativePast(ws: readonly Tok[]): boolean {
  return ws.slice(1).some((t) => t.pos === 'VERB' && isPastForm(t.text, t.lemma));
}

/** The candidate's own doing: I/we/"our team" as subject, or a subject-less past-tense clause. */
export function ownAction(p: Parsed): Tok | null {
  const ws = words(p);
  const first = ws[0];
  if (
    first?.pos === 'VERB' &&
    (isPastForm(first.text, first.lemma) || (SAME_FORM_PAST.has(first.lower) && narrativePast(ws)))
  )
    return first;
  const opening = afterOpeningPhrase(ws);
  if (opening) return opening;
  for (const [i, t] of ws.entries()) {
    const verb = ws.slice(i + 1, i + 5).find((x) => x.pos === 'VERB');
    if (!verb) continue;
    const between = ws.slice(i + 1, ws.indexOf(verb));
    if (
      /^(i|we)$/.test(t.lower) &&
      between.every(
        (x) =>
          x.pos === 'ADV' || x.pos === 'AUX' || x.pos === 'PART' || /^(all|both)$/.test(x.lower),
      )
    )
      return verb;
    const inPhrase = i > 0 && (ws[i - 1].pos === 'ADP' || ws[i - 1].pos === 'VERB');
    if ((t.lower === 'our' || t.lower === 'my') && !inPhrase && !isPassive(ws, verb)) {
      const head = between.filter((x) => x.pos === 'NOUN' || x.pos === 'PROPN').at(-1);
      const modifier = between.filter((x) => x.pos === 'NOUN' || x.pos === 'PROPN').slice(0, -1);
      // "our team", "our hostel wings" are us; "our family doctor" is someone else.
      const ours =
        head &&
        (OWN_GROUP_NOUNS.has(head.lemma) ||
          (modifier.some((x) => OWN_GROUP_NOUNS.has(x.lemma)) && !PEOPLE_NOUNS.has(head.lemma)));
      if (ours && t.lower === 'our') return verb;
      if (
        head &&
        between.some((x) => x.lower === 'and') &&
        ws.slice(i, ws.indexOf(verb)).some((x) => x.lower === 'i')
      )
        return verb;
    }
    if (t.lower === 'and' && ws[i + 1]?.lower === 'i')
      return ws.slice(i + 2).find((x) => x.pos === 'VERB') ?? null;
  }
  return afterSituation(p, ws);
}

/** What happens to someone or something, not what a person does ("Storm broke", "Bus broke down"). */
const HAPPENING = new Set(
  'break get go fall catch come attack block panic hit rise burst leak flood enter collapse overflow crash jam fail stick trip close die spread stop slip sink'.split(
    ' ',
  ),
);

/**
 * A situation, then the candidate's subject-less act: "Storm broke our shed roof, fixed it with
 * Abba", "Cousin got hurt on tractor, gave first aid nd took him to hospital". When the opening
 * subject is a person the act may be theirs ("Bhaiya fell, broke his arm"), unless it is done to
 * them ("… took him to hospital"); an agent's opening ("Lineman faced danger, climbed…") is theirs.
 */
function afterSituation(p: Parsed, ws: readonly Tok[]): Tok | null {
  const comma = p.tokens.findIndex((t) => t.text === ',' && t.s === ws[0]?.s);
  const opening = ws.filter((t) => t.i < comma);
  const verb = opening.find((t) => t.pos === 'VERB' || t.pos === 'AUX');
  const subject = opening.slice(0, 3).find((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
  if (comma < 0 || !verb || !subject || subject.i > verb.i || !HAPPENING.has(verb.lemma))
    return null;
  const act = ws.find((t) => t.i > comma);
  if (act?.pos !== 'VERB' || !isPastForm(act.text, act.lemma) || act.s !== subject.s) return null;
  const person =
    (subject.pos === 'PROPN' && !vectorOf(subject.lower)) ||
    PEOPLE_NOUNS.has(subject.lemma) ||
    KIN_WORDS.has(subject.lower);
  const toThem = ws.some((t) => t.i > act.i && /^(him|her|them)$/.test(t.lower));
  return !person || toThem ? act : null;
}

/**
 * A subject-less past clause after a short opening phrase: "As captain gave every junior a chance",
 * "In summer taught the kids". After "as" anyone may follow (the role is the candidate's); after
 * other prepositions a person just before the verb is that person's act ("In school teachers taught").
 */
function afterOpeningPhrase(ws: readonly Tok[]): Tok | null {
  const [first] = ws;
  if (first?.pos !== 'ADP') return null;
  const k = ws.findIndex(
    (t, i) => i > 0 && (t.pos === 'VERB' || t.pos === 'AUX' || t.pos === 'PRON'),
  );
  if (k < 2 || k > 3) return null;
  const verb = ws[k];
  if (verb.pos !== 'VERB' || !isPastForm(verb.text, verb.lemma)) return null;
  const phrase = ws.slice(1, k);
  if (!phrase.every((t) => /^(NOUN|PROPN|DET|NUM|ADJ)$/.test(t.pos))) return null;
  const last = ws[k - 1];
  if (first.lower !== 'as' && (last.pos === 'PROPN' || PEOPLE_NOUNS.has(last.lemma))) return null;
  return verb;
}

/** Army or war in an answer to a non-military word. */
export function forcedDefence(p: Parsed, stimulus: string): string | null {
  const s = stimulus.toLowerCase();
  if (MILITARY_STIMULI.has(s) || MILITARY_STRICT.has(s)) return null;
  const t = words(p).find((x) => MILITARY_STRICT.has(x.lower) || MILITARY_STRICT.has(x.lemma));
  return t ? t.text : null;
}

/** Resentment of authority: teachers/boss/police with a complaint and no recovery. */
export function resentment(p: Parsed): string | null {
  const ws = words(p);
  const auth = ws.find((t) => AUTHORITY.has(t.lower) || AUTHORITY.has(t.lemma));
  const firstVerb = ws.find((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (!auth || !firstVerb || auth.i > firstVerb.i) return null;
  const scores = affect(p.text).words;
  const hostileVerb = ws.some((t) => t.pos === 'VERB' && (scores[t.lower] ?? 0) < 0);
  const grudge = RESENTMENT_RE.test(p.text) || hostileVerb;
  return grudge && !recovered(p.text)
    ? (p.sentences[auth.s]?.text.replace(/[.!]$/, '') ?? null)
    : null;
}

const HELP_VERBS = new Set(
  'help teach guide support assist serve save rescue coach tutor feed carry visit accompany comfort cheer nurse escort drop take'.split(
    ' ',
  ),
);
const RESULT_LEMMAS = new Set(
  'finish complete win reach pass clear submit solve succeed achieve improve recover score select rescue save return find settle resolve arrange fix repair'.split(
    ' ',
  ),
);
const DIFFICULTY_RE =
  /\b(despite|though|although|after (losing|failing|a failure|the defeat)|mistake|alone|fear|afraid|injured|lost|difficult|hard|tough)\b/i;

/** What lifts own action to 5: purpose, result, benefit to others, responsibility or difficulty. */
export function fifthPoint(p: Parsed, hasResponsibility: boolean): string | null {
  const ws = words(p);
  for (const [i, t] of ws.entries()) {
    const next = ws[i + 1];
    if (t.lower === 'to' && t.pos === 'PART' && next?.pos === 'VERB')
      return quoteSpan(p, t.i, ws[Math.min(i + 3, ws.length - 1)].i);
    if (/^(for|to)$/.test(t.lower) && next) {
      const group = ws
        .slice(i + 1, i + 4)
        .find((x) => PEOPLE_NOUNS.has(x.lemma) || PEOPLE_NOUNS.has(x.lower));
      if (group && !ws.slice(i + 1, ws.indexOf(group)).some((x) => x.pos === 'VERB'))
        return quoteSpan(p, t.i, group.i);
      if (t.lower === 'for' && /^(my|our)$/.test(next.lower))
        return quoteSpan(p, t.i, ws[Math.min(i + 3, ws.length - 1)].i);
    }
    if (t.pos === 'VERB' && HELP_VERBS.has(t.lemma)) {
      const helped = ws
        .slice(i + 1, i + 5)
        .find((x) => PEOPLE_NOUNS.has(x.lemma) || PEOPLE_NOUNS.has(x.lower));
      if (helped) return quoteSpan(p, t.i, helped.i);
    }
    if (t.pos === 'VERB' && RESULT_LEMMAS.has(t.lemma))
      return quoteSpan(p, t.i, ws[Math.min(i + 3, ws.length - 1)].i);
  }
  const m =
    /\b(so that|in order to|on time|in time|early|safely)\b/i.exec(p.text) ??
    DIFFICULTY_RE.exec(p.text);
  if (m) return m[0];
  return hasResponsibility ? 'responsibility' : null;
}
