/**
 * Maintained word lists behind the rule signals of RUBRIC.md §3–§5. Lemmas unless noted;
 * multi-word entries are matched on the lower-cased text. Extend these, not the rules.
 */
const words = (s: string): Set<string> => new Set(s.trim().split(/\s+/));

/** Proverbs, slogans and stock phrases (matched as substrings of the lower-cased answer). */
export const CLICHES: readonly string[] = [
  'stepping stone to success',
  'best friend',
  'best policy',
  'practice makes perfect',
  'health is wealth',
  'key to success',
  'pillar of success',
  'pillars of success',
  'unity is strength',
  'where there is a will',
  'slow and steady',
  'time is money',
  'never give up',
  'hard work pays',
  'mother of invention',
  'backbone of',
  'no pain no gain',
  'no pain, no gain',
  'silver lining',
  'knowledge is power',
  'actions speak louder',
  'fortune favours the brave',
  'fortune favors the brave',
  'united we stand',
  'do or die',
  'jai jawan',
  'nation first',
  'service before self',
  'friend in need',
  'better late than never',
  'early to bed',
  'first step to success',
  'sky is the limit',
  'nothing is impossible',
  'impossible is nothing',
  'life is a journey',
  'mother of all',
  'god helps those',
  'as you sow',
  'all is well',
  'is a virtue',
  'die many times',
  'makes the dream work',
  'is worship',
  'is the best medicine',
  'winners never quit',
  'quitters never win',
  'one day or day one',
  'dreams come true',
  'follow your dreams',
  'follow your passion',
  'be the change',
  'sound mind in a sound body',
  'cleanliness is next to godliness',
  'honesty pays',
  'success is a journey',
  'failure is the',
  'key to happiness',
  'secret of success',
  'ladder of success',
  'road to success',
  'guiding light',
  'strength of the nation',
  'pride of the nation',
  'future of the nation',
  'future of the country',
  'apple of',
  'light at the end of the tunnel',
  'every cloud',
  'rome was not built',
];

/** Famous names whose quotation or mention replaces a personal answer. */
export const FAMOUS_NAMES = words(
  'gandhi mahatma kalam vivekananda einstein napoleon lincoln tendulkar shivaji bhagat nehru ' +
    'tagore buddha krishna chanakya manekshaw churchill mandela edison newton kalpana dhoni modi',
);

/** Words that make a famous name before them part of a place ("Krishna canal", "Gandhi Maidan"). */
export const PLACE_HEADS = words(
  'nagar colony road marg chowk park place maidan ground stadium canal river ghat bridge setu ' +
    'market bazaar college school university hospital station airport hall bhawan bhavan vihar ' +
    'puram street lane lake dam sagar circle square memorial museum institute temple mandir',
);

/** Preaching modals (RUBRIC §3). */
export const PREACH_RE = /\b(should|must|ought to|have to|has to|need to|needs to)\b/i;
/** Generic subjects that turn never/always into a judgement about a class of people. */
export const GENERIC_SUBJECT_RE =
  /\b(people|everyone|everybody|nobody|no one|one|a good \w+|a true \w+|a real \w+|students|youth|children|men|women)\b/i;
export const NEVER_ALWAYS_RE = /\b(never|always)\b/i;

/** Nouns that make a definition: "<word> is the ability/quality of …". */
export const DEFINING_NOUNS = words(
  'ability quality act state process capacity art way person thing feeling achievement condition ' +
    'practice habit trait power means word situation event time place kind type',
);

/** Boasting: first person with superlative or comparative self-praise. */
export const BOAST_RE =
  /\b(i am|i'm|i was)\s+(always\s+)?(the\s+)?(most|best|greatest|smartest|strongest|bravest|better|smarter|stronger|braver|more \w+ than|\w+est\b|winner|topper|champion|number one)|\bi (always|never) (win|top|lose|fail)\b/i;
export const BOAST_OTHER_RE =
  /\b(nobody|no one) (is|was|can be) (as|more) \w+ (as|than) (me|i)\b|\bbetter than (everyone|all|others)\b/i;

/** Purely material focus. */
export const MATERIAL_RE =
  /\b(want|wish|dream|desire|aim|plan|hope)\w* (to )?(be |become |get |earn |buy |have |own )?(rich|wealthy|lots of money|a lot of money|money|a big car|a car|a bungalow|luxury|a big house)\b|\bmoney is (everything|all|most important|the most)/i;

/** Words that resolve a negative thought (RUBRIC §3 recovery markers). */
export const RECOVERY_RE =
  /\b(after (\w+ ){0,3}(failed|failing|failures?|attempts|tries|setbacks?|losing|defeats?)|though|but|so i|so we|overcame|overcome|overcoming|practised|practiced|learnt|learned|despite|still|yet|improved|tried again|kept trying|worked on|faced)\b/i;
/** Avoidance and withdrawal that a recovery marker cannot rescue. */
export const WITHDRAWAL = words(
  'avoid quit withdraw escape hide skip abandon surrender resign isolate',
);
export const WITHDRAWAL_RE =
  /\b(gave up|give up|giving up|lost interest|lose interest|stopped going|stayed alone|no meaning|no point|cannot sleep|can't sleep|could not sleep|couldn't sleep|no use)\b/i;

/** Hostility and dishonesty. */
export const HOSTILE = words('hit slap punch kick thrash abuse revenge insult curse bully');
/** A blow or revenge named outright; shared by HOSTILE_RE and PRECISE_HOSTILE_RE. */
const BLOW = String.raw`beat (him|her|them)( all| up)?(?! in)|beat up|beat \w+ up`;
const REVENGE = String.raw`take revenge|took revenge|teach (him|her|them) a lesson|with (my|his|her|our|their|bare) fists|(give|gave|giving) (him|her|them) a (push|shove|slap|tight slap|kick|punch)`;
export const HOSTILE_RE = new RegExp(
  String.raw`\b(${BLOW}|thrash\w*|shout(ed|s)? at(?! \w+ to\b)|yell(ed|s)? at(?! \w+ to\b)|shut up|fight with|fought with(?! (me|us)\b)|fight them|${REVENGE}|break (his|her|their) \w+|argu(e|ed|ing) with (sir|ma'?am|teacher|professor|principal|warden|coach|referee|umpire|conductor|boss|seniors?|parents|papa|mummy|mom|dad)\b(?! (politely|calmly))(?=.*\b(till|until|shut|quiet|pushed|bunk\w*)\b))\b`,
  'i',
);
/** The part of HOSTILE_RE that names a blow or revenge outright; no constructive reading. */
export const PRECISE_HOSTILE_RE = new RegExp(
  String.raw`\b(${BLOW}|thrash(ed|ing)? (him|her|them)|${REVENGE})\b`,
  'i',
);
/** Paying an official to skip a rule or riding without a ticket: the small dishonest acts written
 * casually ("Gave 200 to clerk, got certificate same day", "Went WT till Asansol"). */
export const PETTY_DISHONEST_RE =
  /\b((gave|give|giving|paid|pay|pays) (rs\.? ?|₹ ?)?\d+ (rs |rupees )?(to (the )?)?(munshi|clerk|babu|constable|cop|police\w*|havaldar|peon|guard|tc|tte|tt|official|officer|inspector|daroga|watchman|lineman|agent)|without (a )?ticket|ticketless|(went|travel\w*|go|going) wt|(i|we) (go|goes|went|travel|travelled|ride|rode) free|katiya)\b/i;
export const DISHONEST = words('cheat steal lie bribe copy forge smuggle');
export const CONDONE_RE =
  /\b(it is normal|it's normal|is normal|everyone does|everybody does|not my business|none of my business|no harm|what is wrong|nothing wrong|a little|sometimes ok|is fine)\b/i;
export const REFUSAL_RE =
  /\b(refuse\w*|never|not|no|wrong|reported|report|stopped|caught|against|declined|denied|politely|avoid\w*)\b/i;

/** Authority figures, for resentment of authority. */
export const AUTHORITY = words(
  'teacher teachers boss bosses police government officer officers senior seniors principal ' +
    'parents selector selectors coach coaches politician politicians authorities manager managers system',
);
export const RESENTMENT_RE =
  /\b(biased|unfair|without (any )?reason|for no reason|corrupt|partial|only pick|favourites|favorites)\b/i;

/** Military words, for forced defence associations and rehearsed stories. */
export const MILITARY = words(
  'army soldier soldiers jawan jawans war border borders enemy enemies terrorist terrorists militant ' +
    'militants officer major captain colonel lieutenant brigadier general commando rifle navy ' +
    'nda regiment battalion battlefield uniform gallantry kargil kashmir ceasefire',
);
/** Unambiguous military words (ranks like "captain" also name sports captains). */
export const MILITARY_STRICT = words(
  'army soldier soldiers jawan jawans war border borders enemy enemies terrorist terrorists militant ' +
    'militants commando rifle navy nda regiment battalion battlefield gallantry kargil ceasefire',
);
export const MILITARY_STIMULI = words(
  'army soldier war enemy border gun weapon attack defence defense navy airforce uniform officer ' +
    'battle flag nation country patriot patriotism jawan commando terrorist militant rifle medal martyr',
);

/** Abstract nouns that make a statement a generalisation rather than a concrete fact. */
export const ABSTRACT_NOUNS = words(
  'life people person everyone everybody world society success failure happiness nature mankind ' +
    'humanity man men human humans thing things body mind youth nation country best',
);

/** Nouns a candidate's own group can head ("our team", "my class"). */
export const OWN_GROUP_NOUNS = words(
  'team class group batch club squad college school family hostel unit friends classmates ' +
    'company section platoon house colony village society committee cousins teammates',
);

/** Family words candidates write in Indian languages and English ("for Ammachi's sadya", "with chettan"). */
export const KIN_WORDS = words(
  'amma appa achan ammachi ammamma appachan ajoba aaji aai aayi baba bapu dada dadi dadu dadaji ' +
    'dadiji nana nani nanaji naniji nanu chacha chachi chachu chachaji mama mami mamaji bua mausi ' +
    'masi tau tauji tayaji tai bhaiya bhaiyya bhai didi dii behen bhabhi jiju chettan chechi anna ' +
    'akka thambi thatha paati ajja ajji avva papa mummy mumma mom dad bebe abba abbu ammi khala ' +
    'khalu phuphi pitaji mataji aunty auntie grandma grandpa granny nanima dadima mother-in-law ' +
    'grandparents sis bro',
);

/** Titles candidates put after a name or a role ("Dinesh sir", "Lala ji", "lineman uncle"). */
export const TITLE_WORDS = words(
  "sir madam ma'am maam da di ji uncle aunty auntie didi bhaiya anna akka",
);

/** People nouns (for SRT parts, story subjects and "for + group" benefits). */
export const PEOPLE_NOUNS = words(
  'friend friends member members mother father brother sister parent parents child children ' +
    'boy boys girl girls man men woman women student students passenger passengers rider cyclist ' +
    'motorcyclist roommate neighbour neighbours neighbor villager villagers player players team ' +
    'people person teacher teachers classmate classmates family uncle aunt grandfather grandmother ' +
    'farmer farmers shopkeeper driver patient patients victim stranger strangers colleague colleagues ' +
    'juniors seniors elder elders captain coach officer guard guards crowd onlooker onlookers owner ' +
    'son daughter wife husband relative relatives doctor nurse judge judges commissioner sarpanch ' +
    'worker workers labourer labourers volunteer volunteers poor needy orphans elderly kids kid ' +
    'baby infant miners miner fireman teammates cousin cousins group public community customer',
);
