/**
 * Building blocks for improved answers, one per OLQ: a tail that adds a purpose or result, a
 * gerund phrase ("by …") and a first-person past action ("when I …"). The rewriters combine them
 * with the candidate's own words and the stimulus; none is tied to a particular stimulus.
 */
import type { OlqKey } from '@/shared/olqs';

export const TAILS: Record<OlqKey, string> = {
  initiative: 'without being asked',
  sense_of_responsibility: 'and saw it through',
  cooperation: 'with my classmates',
  determination: 'for three months',
  organising_ability: 'with a clear plan',
  courage: 'despite being nervous',
  self_confidence: 'on my own',
  speed_of_decision: 'at once',
  effective_intelligence: 'with whatever was at hand',
  social_adaptability: 'with new friends',
  ability_to_influence: 'and got two friends to join',
  liveliness: 'and enjoyed it',
  stamina: 'every morning',
  reasoning_ability: 'after working out the cause',
  power_of_expression: 'and explained it to my group',
};

export const GERUNDS: Record<OlqKey, string> = {
  initiative: 'asking my coach for extra practice',
  sense_of_responsibility: 'owning and fixing my mistakes',
  cooperation: 'working on it with my friends',
  determination: 'practising a little every day',
  organising_ability: 'making a clear weekly plan',
  courage: 'facing it step by step',
  self_confidence: 'trying it on my own first',
  speed_of_decision: 'acting on it at once',
  effective_intelligence: 'finding a simple way around it',
  social_adaptability: 'talking it over with friends',
  ability_to_influence: 'getting friends to practise with me',
  liveliness: 'keeping a cheerful routine',
  stamina: 'running every morning',
  reasoning_ability: 'finding out what went wrong',
  power_of_expression: 'talking it through with my teacher',
};

export const PAST_ACTIONS: Record<OlqKey, string> = {
  initiative: 'volunteered to lead a class project',
  sense_of_responsibility: 'took charge of our class notice board',
  cooperation: 'helped my team finish on time',
  determination: 'kept practising after a poor start',
  organising_ability: 'planned our hostel trip within budget',
  courage: 'spoke up for a bullied junior',
  self_confidence: 'gave my first speech in assembly',
  speed_of_decision: 'shut a leaking gas valve at once',
  effective_intelligence: 'fixed our bicycle with borrowed tools',
  social_adaptability: 'made friends quickly in a new hostel',
  ability_to_influence: 'got classmates to join a cleanliness drive',
  liveliness: 'kept my team cheerful on a long trek',
  stamina: 'trekked six hours to reach the camp',
  reasoning_ability: 'found why our experiment kept failing',
  power_of_expression: 'explained our project clearly to the judges',
};

/** Deterministic pick from a list, keyed by a string. */
export function pick<T>(items: readonly T[], key: string, offset = 0): T {
  let h = 0;
  for (const ch of key) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return items[(h + offset) % items.length];
}

export function article(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}
