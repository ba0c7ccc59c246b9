/**
 * What kind of word a WAT stimulus is, so that a rewrite template fits it grammatically
 * ("Overcame my fear…", "Was brave when…", "Helped my mother…"). Maintained lists of common
 * WAT words by class; unknown words fall back on their part of speech.
 */
import { parse } from './nlp';
import { fieldsOf } from './fields';

export type WordClass =
  | 'setback'
  | 'grief'
  | 'quality'
  | 'achievement'
  | 'good_adjective'
  | 'bad_adjective'
  | 'relation'
  | 'role'
  | 'group'
  | 'place'
  | 'event'
  | 'emergency'
  | 'activity'
  | 'good_verb'
  | 'bad_verb'
  | 'resource'
  | 'time'
  | 'weather'
  | 'crowd'
  | 'other';

const list = (s: string) => new Set(s.split(/\s+/));

const CLASSES: [WordClass, Set<string>][] = [
  ['grief', list('death funeral grief bereavement')],
  [
    'setback',
    list(
      'fear failure defeat loss stress pressure anxiety weakness problem challenge difficulty obstacle mistake criticism rejection tension worry pain nervousness setback hurdle struggle doubt insult hardship poverty shyness anger',
    ),
  ],
  ['achievement', list('success victory achievement win result reward medal prize progress')],
  [
    'quality',
    list(
      'courage discipline honesty responsibility patience confidence kindness determination hope leadership teamwork punctuality integrity unity faith sincerity cooperation initiative loyalty duty trust respect effort',
    ),
  ],
  [
    'good_adjective',
    list(
      'brave honest confident kind punctual calm bold cheerful strong sincere loyal active fair humble polite smart helpful careful',
    ),
  ],
  [
    'bad_adjective',
    list('lazy weak slow careless shy nervous afraid rude selfish angry late sick poor'),
  ],
  [
    'relation',
    list(
      'mother father friend brother sister parents family teacher neighbour neighbor grandfather grandmother classmate cousin senior junior uncle aunt son daughter',
    ),
  ],
  [
    'role',
    list(
      'leader doctor soldier army captain police officer coach enemy stranger guest nurse farmer engineer scientist player',
    ),
  ],
  ['group', list('team class group club squad committee crew batch society unit company')],
  [
    'place',
    list(
      'river mountain sea village city road beach forest hill lake town market park station school college hostel home border garden field',
    ),
  ],
  ['emergency', list('accident fire flood danger emergency earthquake riot attack injury blood')],
  [
    'event',
    list(
      'exam test match interview competition race tournament election festival fest camp trek journey trip meeting debate function party',
    ),
  ],
  [
    'activity',
    list(
      'sports sport music games game dance reading cricket football hockey swimming painting yoga exercise drama singing',
    ),
  ],
  [
    'good_verb',
    list(
      'help plan save study work lead decide read travel teach learn build improve share organise organize serve win try',
    ),
  ],
  ['bad_verb', list('cheat steal lie bribe copy fight quarrel punish hate hide escape quit')],
  ['crowd', list('crowd traffic rush queue mob')],
  ['time', list('night morning evening day weekend holiday holidays vacation sunday')],
  ['weather', list('rain storm monsoon snow heat cold winter summer wind thunder')],
  ['resource', list('money time book books phone pocket food water energy alone')],
];

export function wordClass(stimulus: string): WordClass {
  const w = stimulus.trim().toLowerCase();
  for (const [cls, words] of CLASSES) if (words.has(w)) return cls;
  const t = parse(w).tokens[0];
  const lemma = t?.lemma ?? w;
  for (const [cls, words] of CLASSES) if (words.has(lemma)) return cls;
  const kinds = fieldsOf(w).map((f) => f.kind);
  if (kinds[0] === 'adversity') return 'setback';
  if (t?.pos === 'ADJ') return 'good_adjective';
  if (t?.pos === 'VERB') return 'good_verb';
  if (/(ness|ity|ance|ence|ship|dom|ism)$/.test(w)) return 'quality';
  return 'other';
}
