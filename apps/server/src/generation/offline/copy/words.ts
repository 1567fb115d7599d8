/** Word lists the offline engine reads a description with. */

const list = (text: string) => new Set(text.trim().split(/\s+/));

/** Words that never start or end a key phrase: function words, common verbs, vague nouns. */
export const STOP_WORDS = list(`
  a an the and or but nor so yet for of in on at to from by with without within into onto over
  under about above below after before between through during across against among around via
  per than then as if because while when where why how what which who whom whose that this these
  those there here it its it's itself i me my mine myself we us our ours you your yours he him his
  she her they them their theirs one ones some any all each every both either neither no not none
  is are was were be been being am do does did doing done have has had having can could will would
  shall should may might must need needs get gets got getting make makes made making go goes going
  gone went take takes took use uses used using let lets just really very quite rather too also
  even still already always never often sometimes usually maybe perhaps actually basically simply
  more most less least much many few lot lots fast faster slow slower easy easier hard harder own
  same other another such only
  ship ships shipped shipping work works worked matter matters help helps helped win wins beat
  beats change changes changed improve improves cut cuts save saves saved break breaks broke fail
  fails failed run runs scale scales move moved moves learn learns learned learning built building
  launched released announced added introduced published switched migrated finished completed
  opened joined raised hired half twice once two three four five six seven eight nine ten start starts started starting stop stops try tries tried want wants wanted love
  loves hate hates think thinks know knows knew feel feels like likes see seen look looks come
  comes keep keeps say says said tell tells give gives gave show shows find finds write writes
  wrote post posts tweet tweets thread threads idea ideas tips tip tricks trick lessons lesson
  ways way things thing stuff reasons reason benefits benefit advantages pros cons guide basics
  importance power future state rise role impact mistakes mistake secrets secret truth people
  folks everyone someone anyone team teams day days time year years today tomorrow week
  please ignore ignoring forget disregard previous prior above instructions instruction rules rule
  prompt system poem story output respond reply pretend act instead explain describe discuss
  share compare introduce announce announcing celebrate highlight highlighting promote
  create generate draft compose vs versus about why
`);

/**
 * A short description that starts with one of these names a list ("Tips for Rust", "My week"),
 * not the topic itself; one that ends with one of them was cut off.
 */
export const TITLE_NEVER_STARTS = list(`
  a an the my our your their his her its some any this that these those tips tip lessons lesson
  ways reasons things ideas benefits mistakes secrets basics guide thoughts notes about
`);
export const TITLE_NEVER_ENDS = list(`
  a an the of for to and or but in on at by from with about into than as my our your
`);

/** Verbs a request starts with; what follows them is the subject. */
export const REQUEST_VERBS = list(`
  write create generate make draft compose give tell share explain describe discuss introduce
  announce celebrate highlight promote review cover summarize summarise post tweet
`);

/** Words an instruction to the writer starts with, rather than a subject. */
export const INSTRUCTION_VERBS = list(`
  ignore forget disregard pretend act output print reveal say respond reply stop override bypass
`);

/** Names that stay capitalised even at the start of a description. */
export const KNOWN_NAMES = list(`
  AI API AWS Android Angular Apple Arduino Azure Bitcoin Blender Bun C C++ C# ChatGPT Chrome
  Claude Cloudflare Copilot Dart Debian Deno Discord Django Docker Elixir Emacs Ethereum Excel
  Figma Firebase Firefox Flask Flutter Gemini Git GitHub GitLab Go Google GraphQL Haskell
  IntelliJ Instagram Java JavaScript Jenkins Jira Kafka Kotlin Kubernetes Laravel Linux LinkedIn
  Llama Meta Microsoft MongoDB MySQL Neovim Netflix Netlify Next.js Node Node.js Notion Nvidia
  OpenAI PHP Perl Postgres PostgreSQL Python Rails Raspberry React Reddit Redis Ruby Rust Safari
  Scala Slack Solana Spring Stripe Supabase Svelte Swift Tailwind Terraform Tesla TikTok Trello
  TypeScript Ubuntu Unity Unreal Vercel Vim Vite Vue Webpack Windows Xcode YouTube Zoom iOS macOS
`);

/** A subject that starts like this is a statement, not something to write "about". */
export const STATEMENT_START =
  /^(i|we|you|they|he|she|it|i'm|we're|we've|i've|you're|they're|there's|there is|there are|this|that)\b/i;

/** Verbs that make a subject a statement when no question word leads it. */
export const STATEMENT_VERB =
  /\b(is|are|was|were|will|won't|can|can't|should|shouldn't|has|have|had|does|doesn't|do|don't|did|makes|made|helps|needs|beats|ships|launched|released|just)\b/i;
