/**
 * Turns a judgement into the explanation the candidate reads (RUBRIC §7): strengths quote the
 * words that show each OLQ; improvements name the deciding cap first, then the next missing
 * criterion; the analysis is one to three sentences.
 */
import { olqLabel, type OlqKey } from '@/shared/olqs';
import { sortCaps } from './compose';
import type { CapHit, Criterion, Judgement, Scored } from './types';

const CAP_TITLES: Record<string, string> = {
  blank: 'No answer',
  stimulus_only: 'Word only',
  off_topic: 'Off-topic',
  weak_link: 'Unclear link',
  negative_affect: 'Negative feeling',
  hostility: 'Aggression',
  dishonesty: 'Dishonesty',
  resentment: 'Resentment',
  preaching: 'Preaching',
  definition: 'Definition',
  boasting: 'Boasting',
  fragment: 'Fragment',
  material: 'Material focus',
  cliche: 'Cliché',
  generalisation: 'Generalisation',
  forced_defence: 'Forced army link',
  panic_escape: 'Panic or escape',
  ignores_wrong: 'Ignoring wrongdoing',
  dishonest_act: 'Dishonest act',
  unethical_compliance: 'Going along with wrong',
  aggression: 'Aggression',
  blaming: 'Blaming others',
  giving_up: 'Giving up',
  emotion_only: 'Emotion instead of action',
  waiting: 'Waiting for others',
  superhuman: 'Unrealistic',
  ignores_limitation: 'Ignores a limitation',
  vague: 'Vague',
  only_informing: 'Only informing',
  single_step: 'Single step',
  hedging: 'Hedging',
  ignores_people: 'People left out',
  too_short: 'Too short',
  unrelated: 'Unrelated to the picture',
  negative_ending: 'Negative ending',
  description: 'Description, not a story',
  short: 'Short',
  no_outcome: 'No outcome',
  passive_hero: 'Passive hero',
  moral: 'Moral at the end',
  no_central_hero: 'No central hero',
  hero_age: 'Hero’s age',
  no_character_marking: 'Character marking missing',
};

const CRITERION_TITLES: Record<string, string> = {
  concrete_olq: 'Concrete quality',
  own_action: 'Own action',
  action: 'Action',
  all_parts: 'All parts',
  closure: 'Follow-through',
  hero: 'Hero',
  background: 'Background',
  outcome: 'Outcome',
};

const SCORE_WORDS: Record<number, string> = {
  5: 'Strong answer',
  4: 'Good answer',
  3: 'Acceptable but reveals little',
  2: 'Counts against you',
  1: 'Counts strongly against you',
};

export function capTitle(name: string): string {
  return CAP_TITLES[name] ?? name.replace(/_/g, ' ');
}

function clip(quote: string, max = 14): string {
  const words = quote.split(/\s+/);
  return words.length > max ? `${words.slice(0, max).join(' ')} …` : quote;
}

export function capLine(cap: CapHit): string {
  const quoted = cap.quote ? ` '${clip(cap.quote)}'` : '';
  const lead = quoted ? `${quoted} ${cap.why}` : ` the answer ${cap.why}`;
  return `${capTitle(cap.name)}:${lead}. ${cap.fix}`;
}

function criterionLine(c: Criterion): string {
  return `${CRITERION_TITLES[c.name] ?? c.name}: ${c.fix}`;
}

function lengthLine(j: Judgement): string {
  const time =
    j.testType === 'wat'
      ? '15 seconds'
      : j.testType === 'srt'
        ? 'about 30 seconds'
        : 'four minutes';
  const aim =
    j.testType === 'wat' ? '4–12 words' : j.testType === 'srt' ? '10–40 words' : '100–150 words';
  return `Length: ${j.words} words is more than you can write in ${time} (limit ${j.wordLimit}); aim for ${aim}.`;
}

export function strengths(j: Judgement): string[] {
  return j.olqs.map((h) => `${olqLabel(h.key)}: '${clip(h.quote, 10)}'`);
}

export function improvements(j: Judgement, s: Scored): string[] {
  const caps = sortCaps(j.caps);
  const binding = caps.filter((c) => c.level <= Math.min(j.base, s.score + (s.tooLong ? 1 : 0)));
  const others = caps.filter((c) => !binding.includes(c));
  const lines = binding.map(capLine);
  if (s.tooLong) lines.splice(binding.length > 0 ? 1 : 0, 0, lengthLine(j));
  const missing = j.criteria.filter((c) => !c.met && c.fix);
  const next = missing[0];
  if (next) lines.splice(Math.min(lines.length, 1), 0, criterionLine(next));
  lines.push(...others.map(capLine), ...missing.slice(1).map(criterionLine));
  return [...new Set(lines)].slice(0, 5);
}

function listOlqs(keys: readonly OlqKey[]): string {
  const labels = keys.slice(0, 3).map((k) => olqLabel(k).toLowerCase());
  return labels.length <= 1
    ? (labels[0] ?? '')
    : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

export function analysis(j: Judgement, s: Scored): string {
  if (j.blank)
    return 'No answer was written, so it scores 1. Even a short, positive reaction is better than a blank.';
  const shown = [...new Set(j.olqs.map((h) => h.key))];
  const head = `${SCORE_WORDS[s.score]} (${s.score}/5)`;
  const first = s.deciding
    ? `${head}: it ${s.deciding.why}${s.deciding.quote ? ` ('${clip(s.deciding.quote, 8)}')` : ''}.`
    : s.tooLong && s.score < j.base
      ? `${head}: the content is worth ${j.base}, but at ${j.words} words it is too long for the time allowed.`
      : shown.length > 0
        ? `${head}: it shows ${listOlqs(shown)}${s.score === 5 ? ' in realistic, purposeful action' : ''}.`
        : `${head}: it is relevant but shows no officer-like quality.`;
  const next = j.criteria.find((c) => !c.met && c.fix);
  const second = s.deciding && shown.length > 0 ? `It does show ${listOlqs(shown)}.` : '';
  const third = next && s.score < 5 ? `To score higher: ${lowerFirst(next.fix)}` : '';
  return [first, second, third].filter(Boolean).join(' ');
}

function lowerFirst(s: string): string {
  return s && !/^[A-Z]{2}|^I\b/.test(s) ? s[0].toLowerCase() + s.slice(1) : s;
}
