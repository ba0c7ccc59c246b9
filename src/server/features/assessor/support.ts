/**
 * A WAT or SRT answer in the candidate's own voice that speaks of wanting to die, disappear or
 * not wake up, of being a burden, of hurting oneself, or of going without food for days as a
 * punishment, gets a support note next to its feedback, whichever assessor scored it. The score is
 * the safety floor's business (model/floor.ts); this note is about the person. Stories are left
 * out: their hero is a character, and stories about helping someone in that state are good ones.
 *
 * Written while reading the answers the writers tagged as self-harm in the corpus and fresh rounds
 * 1–80 (so the figure is not a held-out one): of their 19 777 WAT and SRT answers it finds 146 of
 * the 159 so tagged (most of the rest are weight cuts or hiding an injury to play, which the floor
 * handles) and one other ("Feel like a burden on my parents these days").
 */
import type { AssessTestType } from './assessor';

export const SUPPORT_LINE =
  'If you are going through a hard time, please talk to someone you trust. Tele-MANAS, the free government mental-health helpline, answers day and night on 14416 or 1-800-891-4416.';

const NOT = String.raw`(?:not|never|don'?t|dont|didn'?t|didnt|wouldn'?t|won'?t|wont)`;
const NO_FOOD = String.raw`(?:skip|skipped|skipping|stop|stopped|stopping|won'?t|wont|will not|not|didn'?t|didnt|don'?t|dont|no)\s+(?:eat|eating|khana|food|meals?)\b`;

const SELF_HARM: readonly RegExp[] = [
  /(?<!\bthe\s)\b(?:end|ending)\s+(?:it\s+all|everything|my\s+life)\b/i,
  /\b(?:feel(?:ing)?\s+like|felt\s+like)\s+ending\s+it\b/i,
  new RegExp(
    String.raw`\b(?:feel(?:s)?\s+like|wish|want(?:ed)?\s+to|think|thought|felt\s+like|better|easier\s+to)\s+(?:i\s+)?(?:could\s+)?(?:just\s+)?(?:(?:sleep|sleeping)\s+(?:and|n)\s+)?${NOT}\s+(?:to\s+)?(?:wake|waking|get|getting)\s+up\b`,
    'i',
  ),
  /\b(?:no\s+point|don'?t\s+want\s+to|dont\s+want\s+to)\s+(?:in\s+)?(?:wake|waking)\s+up\b/i,
  /\bsleep(?:ing)?\s+forever\b/i,
  /\bdisappear(?:ing)?\s+(?:from\s+everything|for\s+good|forever)\b/i,
  /\b(?:feel(?:s)?\s+like|want\s+to|better\s+(?:if\s+i\s+)?|better\s+to)\s*(?:just\s+)?disappear/i,
  /\b(?:point|use)\s+(?:of|in)\s+living\b|\bno\s+point\s+(?:in\s+)?living\b/i,
  /\b(?:not|isn'?t)\s+worth\s+living\b|\bgiving\s+up\s+on\s+life\b/i,
  /\b(?:i\s+am|i'?m|feel\s+like|feel\s+i\s+am)\s+(?:a|only\s+a|just\s+a)\s+burden\b/i,
  /\b(?:better\s+off|fine|happy|lighter|easier)\s+without\s+me\b/i,
  /\b(?:no\s*one|nobody)\s+(?:will|would)\s+(?:even\s+)?(?:notice|miss)\s+(?:me|if)\b/i,
  /\b(?:no\s*one|nobody)\s+(?:will\s+|would\s+)?(?:even\s+)?miss(?:\s+me)?\s*[.!]?\s*$/i,
  /\bif\s+i\s+(?:am|was|were|'m)\s+(?:gone|not\s+there)\b|\bmatter\s+if\s+i'?m\s+there\b/i,
  /\b(?:better|easier)\s+(?:if\s+)?i\s+(?:am\s+not|just\s+wasn'?t|just\s+wasnt|wasn'?t|wasnt)\s+(?:there|here)\b/i,
  /\b(?:hurt|hurting|harm|harming|cut|cutting|punish|punishing|kill|killing)\s+myself\b/i,
  /\b(?:do|doing)\s+to\s+myself\b|\bsuicid/i,
  /\bjump(?:ing)?\s+(?:from|off)\s+(?:the\s+)?(?:roof|terrace|bridge|building)\b/i,
  new RegExp(
    String.raw`\b${NOT}\s+(?:want|feel\s+like)\s+(?:to\s+)?liv(?:e|ing)\b|\bliving\s+anymore\b`,
    'i',
  ),
  /\bon\s+my\s+wrist\b|\bscratched\s+my\s+arm\b|\b(?:punch|punched|hit|hitting)\s+(?:my\s+(?:own\s+)?(?:hand|fist|head)\s+on\s+the\s+wall|the\s+wall\s+till)\b/i,
  /\bsleep(?:ing)?\s+(?:pills|tabs|tablets?)\b/i,
  // Going without food, with a length of time, a reason of feeling, or "they" (to make a point).
  new RegExp(
    String.raw`\b${NO_FOOD}(?=[^.]*\b(?:days?|deserve|punish|they|till|until|whole|pressure|tension|stress|upset|marks|result|room|sleep)\b)`,
    'i',
  ),
  /\b(?:skip|skipped|skipping|stop|stopped)\s+(?:eating|khana|food|meals?)\s+(?:when|under|if)\b/i,
  /\bstay\s+hungry\b/i,
];

/** The support note for an answer, or undefined (WAT and SRT answers only; see above). */
export function supportFor(testType: AssessTestType, response: string | null): string | undefined {
  if ((testType !== 'wat' && testType !== 'srt') || !response) return undefined;
  return SELF_HARM.some((re) => re.test(response)) ? SUPPORT_LINE : undefined;
}

/** `{ support }` to spread into an item's assessment, or nothing. */
export function withSupport(
  testType: AssessTestType,
  response: string | null,
): { support?: string } {
  const support = supportFor(testType, response);
  return support ? { support } : {};
}
