/** Word lists the offline engine types its phrases with (see `../phrase.ts`). */

const list = (text: string) => new Set(text.trim().split(/\s+/));

/**
 * Verbs in their base form: an imperative line, a step or a goal starts with one of them, and a
 * `{goal}` read from a description must too.
 */
export const BASE_VERBS = list(`
  add adopt answer apply ask automate avoid be become begin block bookmark break build check
  change choose clean close copy cover create cut debug decide define delete deploy design document drop
  explain find finish fix follow get give grow handle help improve keep land launch lead learn
  let list look make manage measure migrate move name note own pair pick plan plant practise
  practice prepare protect publish put read reduce refactor release remove repeat replace review
  rewrite run save scale set share ship show simplify skip slow speed spend split start stay stick stop
  structure switch take teach test time-box track treat trust try turn understand unlearn update
  upgrade use validate watch win work write
`);

/**
 * Words that cannot end a noun phrase: adjectives and comparatives a description leaves after
 * its noun ("code review kinder", "tests green"), and adverbs.
 */
export const NOT_NOUN_ENDS = list(`
  kind kinder kindest fast faster fastest quick quicker easy easier simple simpler safe safer
  cheap cheaper clean cleaner clear clearer small smaller big bigger strong stronger smart
  smarter happy happier calm calmer light lighter lean leaner short shorter long longer hard
  harder slow slower good better best bad worse worst green red great greater nice nicer fun
  funnier tidy tidier friendly friendlier reliable secure stable readable faster useful possible
  more less again now today daily right wrong well together apart away out up down off
  a an the of for to and or but in on at by from with about into than as vs versus via
  i me we us you they them it he she this that these those my our your their its
`);

/** Adjectives of that list that may still lead a noun phrase ("small pull requests"). */
export const ATTRIBUTIVE = list(`
  kind fast quick easy simple safe cheap clean clear small big strong smart happy calm light lean
  short long hard slow good better best bad great friendly reliable secure stable readable useful
  tidy green red nice fun
`);

/** Words that may lead a noun phrase though they never end one. */
export const DETERMINERS = list(`a an the my our your their this that these those its`);

/** Words ending in -ed that are nouns or names, not participles. */
export const ED_NOUNS = list(`
  speed feed need seed bed red shed bread thread ahead embed reed
`);

/** Words that ask for a noun phrase after them; a sentence never ends on one. */
export const PREPOSITIONS = list(`
  of for to in on at by from with about into onto than as via over under after before between
  through during across against among around without within
`);

/** Words a wh-clause starts with; such a clause reads after "about" as well as a noun does. */
export const CLAUSE_STARTS = list(`why how what when where which whether who`);

/** Words that name a list rather than a subject: "tips for X" is about X. */
export const LIST_WORDS = list(`
  tips tip lessons lesson ways reasons things ideas benefits mistakes secrets basics guide
  thoughts notes
`);

/** Plural nouns that do not end in -s, and -s words that are not plurals. */
export const PLURAL_WORDS = list(`people children criteria`);
export const SINGULAR_S_WORDS = list(`
  news analytics physics mathematics economics ethics devops kubernetes jenkins series status
  bus gas lens process access success business progress class less css
`);
