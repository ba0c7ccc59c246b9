/**
 * Final score of the built-in assessor: the learned model's grade, then the rules' hard caps that
 * must always hold, then the SAFETY FLOOR: an answer showing aggression, dishonest or unlawful
 * acts, self-harm, giving up or unresolved fear never scores above 2 and gets no strength quoted.
 * The floor fires on the rubric's own caps or on the learned classifier (word meaning, not lists).
 */
import { compose, lowestCap } from '../rubric/compose';
import { parse } from '../rubric/nlp';
import type { CapHit, Judgement, Scored } from '../rubric/types';
import { CONCEPTS, NEGATIVE_CONCEPTS, type ConceptKey } from './concepts';
import { dot, meanUnit, STOP, textVectors, vectorOf } from './embeddings';
import { FLOOR_CAPS } from './floor-caps';
import type { Learned } from './learned';

export { FLOOR_CAPS };

/** Caps the rules apply whatever the model says (RUBRIC §3–§5: no answer, nothing to read). */
export const HARD_CAPS = new Set(['blank', 'stimulus_only', 'off_topic', 'too_short', 'unrelated']);

export const FLOOR_SCORE = 2;

const CONCEPT_WORDS: Partial<Record<ConceptKey, string>> = {
  aggression: 'aggression',
  dishonesty: 'a dishonest or unlawful act',
  fear: 'fear or despair with no turn',
  giving_up: 'giving up',
  self_harm: 'self-harm',
};

let negatives: { key: ConceptKey; v: Float32Array }[] | null = null;

/** The answer's word closest in meaning to a floor concept, and which concept. */
export function negativeEvidence(response: string): { key: ConceptKey; word: string } | null {
  negatives ??= NEGATIVE_CONCEPTS.map((key) => ({
    key,
    v: meanUnit(textVectors(CONCEPTS[key].join(' '))),
  }));
  let best: { key: ConceptKey; word: string; sim: number } | null = null;
  for (const tok of parse(response).tokens) {
    if (!tok.isWord || tok.neg || STOP.has(tok.lower)) continue;
    const v = vectorOf(tok.lower, tok.lemma);
    if (!v) continue;
    for (const n of negatives) {
      const sim = dot(v, n.v);
      if (!best || sim > best.sim) best = { key: n.key, word: tok.text, sim };
    }
  }
  return best && { key: best.key, word: best.word };
}

/** What the feedback says whenever the floor holds the score down. */
export const FLOOR_LINE = `Safety floor: an answer showing aggression, dishonesty or law-breaking, self-harm, giving up or unresolved fear cannot score above ${FLOOR_SCORE}, whatever else it shows, and no strength is taken from it.`;

/** The classifier's call: sure above `floorSure`; above `floorThreshold` unless the grade model
 * expects a good answer (at or above `floorGate`) (meaning words of fear or force in a constructive
 * answer); or a near-copy of an antisocial training answer it missed (GroupModel.floorMemory). */
export function floorByModel(l: Learned | null): boolean {
  if (!l) return false;
  return (
    l.memoryHit === true ||
    l.floorP >= l.floorSure ||
    (l.floorP >= l.floorThreshold && l.expected < l.floorGate)
  );
}

/** The learned model sets a rule's floor cap aside: the classifier finds nothing antisocial in
 * the answer and the grade model expects a good one (a word of force or fear used constructively). */
export function ruleVetoed(l: Learned | null): boolean {
  return !!l && l.floorP < (l.ruleVetoP ?? 0) && l.expected >= (l.ruleVetoGate ?? 6);
}

/** The rubric's own floor cap (one named by a phrase first: no veto), or one raised by the learned
 * classifier on the answer's meaning. */
function floorCap(j: Judgement, response: string, learned: Learned | null): CapHit | null {
  const ruled = j.caps.find((c) => FLOOR_CAPS.has(c.name) && c.precise);
  if (ruled) return ruled;
  const worded = j.caps.find((c) => FLOOR_CAPS.has(c.name));
  if (worded && !ruleVetoed(learned)) return worded;
  if (!floorByModel(learned)) return null;
  const evidence = negativeEvidence(response);
  return {
    name: 'safety_floor',
    level: FLOOR_SCORE,
    quote: evidence?.word,
    why: `reads as ${CONCEPT_WORDS[evidence?.key ?? 'aggression'] ?? 'an antisocial reaction'}, which the board counts against you`,
    fix: 'Write what you would actually do that is lawful and calm and faces the problem.',
  };
}

export interface Final {
  judgement: Judgement;
  scored: Scored;
  /** The floor when it fired (strengths are then withheld), else null. */
  floor: CapHit | null;
  /** True when the floor, not the model or the rules, brought the score down to its level. */
  lowered: boolean;
  /** True when the floor is the explanation the candidate reads first. */
  explains: boolean;
}

/** Learned grade → hard caps → safety floor. Falls back to the rubric when no model ships. */
export function finalScore(j: Judgement, response: string | null, learned: Learned | null): Final {
  const rubric = compose(j);
  if (j.blank)
    return { judgement: j, scored: rubric, floor: null, lowered: false, explains: false };
  let score = learned ? Math.min(5, Math.max(1, Math.round(learned.expected))) : rubric.score;
  // A rule's floor cap the model set aside (ruleVetoed) does not come back as a precise cap.
  const vetoed = ruleVetoed(learned);
  for (const cap of j.caps)
    if (
      HARD_CAPS.has(cap.name) ||
      (learned?.hardCaps.includes(cap.name) &&
        !(vetoed && FLOOR_CAPS.has(cap.name) && !cap.precise))
    )
      score = Math.min(score, cap.level);
  const floor = floorCap(j, response ?? '', learned);
  const lowered = floor !== null && score > floor.level;
  // A sure classifier call may hold the answer lower still, as the rules' own cap 1 would.
  const sure = floor?.name === 'safety_floor' && learned && learned.floorP >= learned.floorSure;
  if (floor) score = Math.min(score, sure ? Math.min(floor.level, learned.floorTo) : floor.level);
  // The lowest rule cap decides when the score sits at or below it (the model may go lower
  // still); the floor decides when it lowered the score or nothing else explains it. It always
  // withholds strengths.
  const lowest = lowestCap(j.caps);
  const ruleDecides = lowest && score <= lowest.level ? lowest : null;
  const deciding = (lowered ? floor : null) ?? ruleDecides ?? floor;
  const added = floor && deciding === floor && !j.caps.includes(floor) ? [floor] : [];
  const judgement = floor ? { ...j, caps: [...added, ...j.caps], olqs: [] } : j;
  return {
    judgement,
    scored: { score, deciding, tooLong: rubric.tooLong },
    floor,
    lowered,
    explains: floor !== null && deciding === floor,
  };
}
