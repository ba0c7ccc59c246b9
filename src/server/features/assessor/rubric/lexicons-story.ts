/** Word lists behind the story (TAT/PPDT) rule signals of RUBRIC §5. */
const words = (s: string): Set<string> => new Set(s.trim().split(/\s+/));

/** Background in the first third: past perfect, since, because, every, durations, a setting. */
export const BACKGROUND_RE =
  /\b(had been|had \w+ed|had (gone|made|done|taken|given|seen|won|lost|been|begun|grown|built|brought|kept|left|run|spent|taught|thought|told|written)|since|because|every|for (two|three|four|five|six|several|many|\d+) (years|months|weeks|days)|ago|used to|\w+ (days|weeks|months|years) (before|earlier)|lived|grew up|was (a|an|home|posted|studying|preparing|working|living|buying|walking|travelling|returning|going|leading|in|at|on)|were (preparing|studying|working|living)|led|worked as|studied)\b/i;
/** Closure in the last two sentences. */
export const OUTCOME_RE =
  /\b(finally|within|as a result|reached|safely|succeed\w*|won|praised|appreciated|cleared|selected|completed|recovered|solved|saved|rescued|thanked|passed|finished|restored|repaired|came out|started (running|working)|made it a|moved freely|got (a|the) (job|seat|prize|rank)|(the )?next (year|day|week|month|morning)|(a|one|two|three) (days?|weeks?|months?|years?) later|since then|from then on|was (laid|built|fixed|opened|started)|\d+ (kg|kilograms|students|people|trees|percent)|proud of|by (winter|summer|spring|autumn|evening|morning|night|noon|sunset|the end|then|next \w+|the (next|following) \w+)|(was|were) (open|working|running|safe|back|normal) again|more than (his|her|their|before)|doubled|profit\w*|agreed|shook hands|ended (without|peacefully|well|happily|in (a )?(draw|smiles))|found (his|her|their) names?)\b/i;
/** Death, failure, withdrawal or blame at the end. */
export const NEGATIVE_END_RE =
  /\b((was|felt|remained|stayed) (very )?(sad|worried|depressed|hopeless|upset|lonely)\b(?![^.]*\b(but|so|then)\b)|stood there for a long time|died|dies|death|dead|suicide|failed|failure|gave up|give up|lost hope|withdrew|stayed alone|no meaning|stopped going|blamed|cried|helpless|depressed|ruined|never (came|returned|recovered)|could not (do|save) anything|nothing could be done)\b/i;
export const LUCK_RE =
  /\b(luck\w*|by chance|miracle\w*|fortunately|suddenly (someone|a stranger|help)|god (helped|saved))\b/i;
export const DESCRIPTION_RE =
  /\b(in the picture|in this picture|the picture shows|there is|there are|maybe|may be|seems to|seem to|looks like|look like|waiting for someone|can be seen)\b/gi;
export const MORAL_RE =
  /\b(should|must|we all|moral|lesson|one should|everyone should|teaches us|we need to|we have to)\b/i;
export const FAME_RE =
  /\b(famous|fame|national hero|whole country|gallantry|bravery award|medal|newspapers?|on tv|celebrity|hero of the)\b/i;
export const ALONE_RE =
  /\b(alone|single-handedly|single handedly|by himself|by herself|without waiting for (his|her|the) (team|help|others))\b/i;
export const MANY_RE =
  /\b(all (the |of the )?(ten |twenty |\d+ )?(terrorists|robbers|thieves|goons|enemies|attackers|militants|villagers|people|passengers|children|of them)|the whole (village|country|city|town|gang|army|crowd|train|building)|(ten|twenty|fifty|hundred|\d+) (terrorists|robbers|thieves|goons|enemies|militants|attackers))\b/i;
export const DEFEAT_VERBS = words('kill defeat rescue save catch capture fight beat');
export const AGGRESSION_RE =
  /\b(angr\w*|revenge|abus\w*|slapp?\w*|fought with|beat (him|her|them) up|insult\w*)\b/i;

/** Verbs that are not practical action: being, feeling, perceiving. */
export const PASSIVE_VERBS = words(
  'be have feel sit cry look seem become eat sleep think want hope wish pray wait worry lie stand come see hear know remain say',
);
/** Luck words and other people's rescue make a passive hero. */
export const HERO_NOUNS = words('man woman boy girl student lady youth cadet officer volunteer');
