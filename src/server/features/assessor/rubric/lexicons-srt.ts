/** Word lists behind the SRT rule signals of RUBRIC §4 (also used by the story rules). */
const words = (s: string): Set<string> => new Set(s.trim().split(/\s+/));

/** Situations where life or safety comes first. */
export const LIFE_RISK_RE =
  /\b(accident|injur\w*|bleeding|fall\w* (into|from|off)|fell (into|from|off)|unconscious|fire|smoke|burning|drown\w*|flood\w*|stranded|snake|bite|fever|ill|sick|heart attack|faint\w*|collaps\w*|electr\w* shock|twist\w*|fractur\w*|hurt|wounded|trapped|gas leak|attack\w*|emergency|breathing)\b/i;
/** Immediate care or rescue: addresses a life-risk part. */
export const CARE_RE =
  /\b(first aid|ambulance|108|112|101|102|doctor|hospital|clinic|medicine\w*|bandage|splint|cpr|fire brigade|extinguisher|switch(ed)? off|turned off|evacuat\w*|alarm|sand|wet (cloth|blanket|sack)|rope|boat|life ?jacket|pulled|lifted|held|carried|support\w*|water|shade|stick|stretcher|get everyone out|got everyone out|safe place|safety)\b/i;
/** A result stated after the actions: "within a month food improved", "covered all 40 kids by
 * evening", "now he goes regularly", "left only after son came", "handed him to mother". */
const RESULT = String.raw`within (a|an|one|two|three|four|\d+) (days?|weeks?|months?|hours?|minutes?|mins?)|in (a|one|two|three|\d+) (days?|weeks?|months?)|by (the )?(evening|night|morning|noon|afternoon)|same (day|evening|week|night)|now (he|she|they|it|we|i|everyone|all)\b|left (only )?after|handed (him|her|them|it|the \w+) to|(improved|settled|sorted|restarted|was back|were back|came back|got better|shook hands|matter ended|working now|is working|was fixed|were fixed|got fixed)`;
/** Resolution, after-care or handover (RUBRIC §4 closure markers). */
export const CLOSURE_RE = new RegExp(
  String.raw`\b(${RESULT}|till|until|reached|submitted|returned|on time|in time|safely|handed (him |her |them |it )?over|hand(ed)? over|stay(ed)? with|got (\w+ ){1,3}(transferred|repaired|fixed|admitted|treated|done|solved|back|refunded|replaced)|get everyone out|got everyone out|evacuated|recovered|resolved|solved|completed|finished|won|cleared|back home|after the \w+|afterwards|followed up|checked on|next (day|paper|time|week|morning|match)|lodged a complaint|informed (his|her|their|the) (family|parents|police|authorities)|made sure (he|she|they|it|everyone) (was|were|is|are|reached|got))\b`,
  'i',
);
/** For life-risk situations only after-care or handover counts as closure. */
export const AFTERCARE_RE =
  /\b(first aid|ambulance|108|112|101|102|doctor|medical|medic|nurse|sick bay|infirmary|hospital|clinic|medicine\w*|cpr|fire brigade|evacuat\w*|get everyone out|got everyone out|stay(ed)? with|handed (him |her |them )?over|police|informed (his|her|their) (family|parents)|safe place|safely|till|until|checked (on|his|her)|checked (that|if|whether) (nobody|no one|everyone|all)|nobody was (hurt|burnt|injured)|recovered)\b/i;

export const EMOTION_VERBS = words(
  'feel worry pray hope wish cry think wait panic scream fear weep regret remain become sit',
);
export const WAITING_RE =
  /\b(wait(ed|ing|s)? for (someone|somebody|anyone|others|help|luck|a miracle|god|things|it to|the situation|them to|him to|her to)|someone (will )?(come|comes|came)|somebody (will )?(come|comes)|pray|prays|prayed|praying|prayers?(?! (wheel|flag)s?\b)|hope that|hoping that|luck|lucky|luckily|god will|by chance|miracle)\b/i;
export const DELEGATION_VERBS = words(
  'inform tell call report complain alert notify ask phone message text',
);
export const HEDGE_RE =
  /\b(will try|try to|tried to|trying to|maybe|perhaps|if possible|might|may be|could|probably|attempt to)\b/i;
export const VAGUE_RE =
  /\b(handle|manage|deal with|sort out|look into|take care of|tackle)\w*\s+(the situation|the matter|everything|it|things|this)?\s*(properly|wisely|carefully|calmly|nicely|well|effectively|accordingly)?\b|\bmake sure (nothing|everything)\b|\b(do|did) (the )?(needful|something|my best|whatever)\b/i;
export const ESCAPE_RE =
  /\b(jump(ed|s)? (out of|from|off) (the |a )?(window|balcony|roof|building|terrace)|ran away|run away|runs away|ran out|run out|fled|flee|escaped?|hid|hide|scream\w*|panick?\w*|(stay|stayed|stays|remain|remained)\s+(quiet\s+|inside\s+|in (the |my )?\w+\s+|under (the )?\w+\s+)?(till|until) morning)\b/i;
/**
 * Ignoring or condoning wrong (RUBRIC §4 cap 1). Ignoring what is aimed at oneself (taunts,
 * teasing, remarks) or one's own pain or fear and going on is not ignoring wrong.
 */
export const IGNORE_RE =
  /(?<!\bto )\b(ignore[sd]?\b(?! (them|him|her)\b| (the |their |his |her |my |all |such |those |these )?(bully|bullies|remarks?|teas\w*|taunt\w*|comments?|jokes?|insults?|mock\w*|gossip|troll\w*|pain|fear|tiredness|fatigue|distractions?|provocation)\b)|ignoring|not my (business|problem|concern)|none of my business|let it go|let (it|him|them) be|(his|her|their) (personal|own|private) (matter|problem|business|affair)|mind my own|it is normal|it's normal|do nothing|did nothing)\b/i;
export const UNLAWFUL_RE =
  /\b(steal\w*|stole|bribe\w*|lie to|lied|cheat\w*|copied|forged|pay (him|them)? ?(some )?money to|kept the (money|cash|purse|wallet)|nobody saw|no one saw|nobody will know|no one will know)\b/i;
export const BLAME_RE =
  /\b(blam\w*|biased|their fault|his fault|her fault|because of them|favourites|favorites|unfair to me|partial)\b/i;
export const GIVE_UP_RE =
  /\b(quit\w*|give up|gave up|giving up|no point|stop trying|stopped trying|leave it|left it|drop(ped)? out|never again|(go|went|going) back home|cancel(led)? the (interview|exam|trip|plan|match))\b/i;
export const ANGER_RE =
  /\b(angry|anger|angrily|revenge|insult\w*|slap\w*|lost my temper|lose my temper|furious|hit him|beat him|punch\w*|shout(ed|s)? at(?! \w+ to\b)|shut up|yell(ed|s)? at(?! \w+ to\b))\b/i;
export const BRAVADO_RE =
  /\b(all of them|them all|the whole|single-handedly|single handedly|teach (him|her|them) a lesson|alone|by myself|by himself|one by one)\b/i;
export const HIGH_RISK_RE =
  /\b(all|gang|group|boys|men|thieves|robbers|terrorists|goons|mob|fire|flood|armed|knife|gun|them)\b/i;
/** Wrongdoing in the situation: agreeing to it is unethical compliance. */
export const WRONGDOING_RE =
  /\b(false|fake|forged|bribe|copy|cheat\w*|steal\w*|illegal|wrong|unfair means|lie|proxy|leak\w*|on (his|her|their) behalf)\b/i;
export const COMPLY_RE =
  /\b(sign\w*|agree\w*|accept\w*|do it|did it|let him|allow\w*|pay|paid|give (him|her) (the )?(answers|money)|help(ed)? him (copy|cheat))\b/i;
export const REFUSE_RE =
  /\b(refus\w*|declin\w*|deni\w*|deny|politely|not|never|no|report\w*|told (him|her) (firmly|clearly))\b/i;
export const DELAY_RE =
  /\b(later|tomorrow|next day|after (the|my) (exam|class|interview|match|meeting|lecture))\b/i;

/** Words that never make a situation part on their own: time, place and generic people. */
export const CONTEXT_NOUNS = words(
  'morning evening night day days way road home city place office floor time week hours hour minute ' +
    'minutes midnight am pm people one someone everyone it situation side front back middle there ' +
    'he she him her his they them their who what something thing things',
);

/** Verbs of perceiving or being that carry no demand ("he sees", "he finds", "he learns"). */
export const GENERIC_VERBS = words(
  'be have see find notice learn come go get want make know hear realise realize find do',
);
