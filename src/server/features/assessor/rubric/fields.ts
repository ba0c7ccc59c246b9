/**
 * Semantic fields: groups of words that belong together ("defeat", "lost", "semi-final").
 * They decide whether a WAT answer without the stimulus word is still on its topic, let an SRT
 * reaction address a part in other words ("disheartened" → "encouragement"), and tell the
 * answer rewriter what kind of word a stimulus is. A stimulus found in no field is never called
 * off-topic: that judgement is left to the LLM assessor (RUBRIC §6).
 */
export type StimulusKind = 'adversity' | 'quality' | 'person' | 'activity' | 'thing';

interface Field {
  kind: StimulusKind;
  words: string[];
}

const f = (kind: StimulusKind, s: string): Field => ({ kind, words: s.split(/\s+/) });

export const FIELDS: readonly Field[] = [
  f(
    'adversity',
    'defeat lose loss lost losing beaten setback semi-final final match tournament runner-up',
  ),
  f('adversity', 'failure fail failed failing flunk setback mistake marks result exam rejected'),
  f('adversity', 'fear afraid scared nervous phobia anxiety dark height heights darkness'),
  f('adversity', 'death die died dead funeral grief loss passed cremation'),
  f(
    'adversity',
    'accident injured injury crash collision ambulance first aid hospital bleeding fracture hit',
  ),
  f('adversity', 'danger risk threat fire flood drowning rescue emergency unsafe'),
  f('adversity', 'problem difficulty trouble issue obstacle hurdle challenge solve solution'),
  f('adversity', 'pain hurt wound injury suffering ache fracture'),
  f('adversity', 'poverty poor slum hunger needy orphan'),
  f('adversity', 'disease illness ill sick fever hospital doctor medicine patient'),
  f('adversity', 'enemy rival opponent foe'),
  f('adversity', 'worry tension stress pressure anxious nervous'),
  f('adversity', 'weak weakness weaker struggle struggling slow'),
  f('adversity', 'lazy laziness idle late sluggish'),
  f('adversity', 'punish punishment penalty scold detention fine'),
  f('adversity', 'cheat cheating copy unfair dishonest fraud'),
  f('adversity', 'crowd rush queue gathering stampede mob'),
  f('adversity', 'quarrel fight argument conflict dispute'),
  f('quality', 'courage brave bravery bold daring fearless valour'),
  f('quality', 'discipline disciplined punctual routine rules timetable'),
  f('quality', 'responsibility responsible duty charge accountable'),
  f('quality', 'honest honesty truth truthful integrity sincere return returned confess admit'),
  f('quality', 'hope hopeful optimism optimistic positive'),
  f('quality', 'patience patient calm wait'),
  f('quality', 'confidence confident self-reliant independent alone'),
  f('quality', 'kindness kind helpful caring compassion'),
  f('quality', 'success succeed successful achievement achieve win won victory'),
  f('quality', 'determination persistent persevere effort'),
  f('person', 'leader lead leadership captain head guide'),
  f('person', 'mother mom mummy parents father dad papa family home'),
  f('person', 'friend friends friendship companion buddy classmate'),
  f('person', 'teacher sir madam guru class school lesson'),
  f('person', 'doctor nurse hospital patient clinic treat treatment'),
  f('person', 'soldier army jawan officer war border uniform'),
  f('person', 'neighbour neighbor neighbours colony street'),
  f('person', 'brother sister sibling cousin'),
  f('person', 'baby infant child kid mother father parents family guardian'),
  f('activity', 'help helped helping assist support serve service volunteer'),
  f('activity', 'team teamwork together group members squad'),
  f('activity', 'plan planning schedule timetable organise prepare'),
  f('activity', 'sports sport game games play cricket football hockey match athletics'),
  f('activity', 'music song sing guitar tabla practice dance'),
  f('activity', 'work job office duty task labour'),
  f(
    'activity',
    'study studies exam exams revise revision learn answer answers pass paper marks syllabus question questions test',
  ),
  f('activity', 'travel journey trip train bus route'),
  f('activity', 'interview venue appointment panel recruitment job selection'),
  f('activity', 'decision decide choose choice'),
  f('activity', 'save saving savings spend budget'),
  f('thing', 'mountain hill peak trek trekking climb summit himalaya snow expedition'),
  f('thing', 'river stream water bank boat bridge swim swimming irrigation'),
  f(
    'thing',
    'rain monsoon shower umbrella cloud clouds wet drizzle storm thunder raincoat drain puddle waterlogging leak roof flood',
  ),
  f('thing', 'sea ocean beach wave waves ship navy'),
  f('thing', 'village farm farming farmer crops field fields rural'),
  f('thing', 'city town market traffic urban'),
  f('thing', 'book books read reading library novel'),
  f('thing', 'money cash rupees savings pocket earn salary wallet'),
  f('thing', 'time timetable punctual hour hours schedule late minutes'),
  f('thing', 'night dark darkness evening patrol moon'),
  f('thing', 'morning dawn sunrise early exercise run'),
  f('thing', 'road street highway traffic'),
  f('thing', 'tree trees plant plantation forest green'),
  f('thing', 'flag nation country national anthem'),
];

function stem(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 4) return w;
  if (/ission$/.test(w)) return w.replace(/ission$/, 'it');
  if (/ation$/.test(w)) return w.replace(/ation$/, '');
  if (/tion$/.test(w)) return w.replace(/tion$/, 't');
  return (
    w.replace(/(iness|ness|ities|ity|ment|ings|ing|edly|ed|ies|es|s|ers|er|ful|ous|ly|y)$/, '') || w
  );
}

/** True when two words share a stem ("exam"/"exams", "help"/"helped", "time"/"timetable"). */
export function sameStem(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x === y) return true;
  const sx = stem(x);
  const sy = stem(y);
  if (sx.length >= 3 && sx === sy) return true;
  const [short, long] = sx.length <= sy.length ? [sx, sy] : [sy, sx];
  if (short.length >= 4 && long.startsWith(short)) return true;
  const [ws, wl] = x.length <= y.length ? [x, y] : [y, x];
  return ws.length >= 4 && wl.startsWith(ws);
}

const fieldCache = new Map<string, Field[]>();
const relatedCache = new Map<string, string[]>();

export function fieldsOf(word: string): Field[] {
  const key = word.toLowerCase();
  let hit = fieldCache.get(key);
  if (!hit) {
    hit = FIELDS.filter((field) => field.words.some((w) => sameStem(w, key)));
    fieldCache.set(key, hit);
  }
  return hit;
}

/** Words in the same fields as `word`, excluding those sharing its stem. */
export function relatedWords(word: string): string[] {
  const key = word.toLowerCase();
  let hit = relatedCache.get(key);
  if (!hit) {
    const out = new Set<string>();
    for (const field of fieldsOf(key))
      for (const w of field.words) if (!sameStem(w, key)) out.add(w);
    hit = [...out];
    relatedCache.set(key, hit);
  }
  return hit;
}

export function stimulusKind(word: string, pos?: string): StimulusKind {
  const kinds = fieldsOf(word).map((x) => x.kind);
  if (kinds.length > 0) return kinds[0];
  if (pos === 'ADJ' || /(ness|ity|ance|ence|ship|dom|ism|ty)$/.test(word.toLowerCase()))
    return 'quality';
  if (pos === 'VERB') return 'activity';
  return 'thing';
}
