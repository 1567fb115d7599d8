import { TONES, TWEET_FORMATS } from '@quillpost/shared';
import { UUID } from 'uuidv7';
import { openDatabase } from '../../apps/server/src/db/client';
import { posts, users } from '../../apps/server/src/db/schema';

/** One person of the benchmark and how many tweets their library holds. */
export interface SeededUser {
  email: string;
  name: string;
  tweets: number;
}

const BATCH = 1_000;

/**
 * Ids as the server makes them (UUIDv7), one millisecond apart, oldest first: the order of the ids
 * is the order of creation, as in a library that grew over time.
 */
function timeOrderedIds(count: number, start: number): { id: string; createdAt: Date }[] {
  const random = (bits: number) => Math.floor(Math.random() * 2 ** bits);
  return Array.from({ length: count }, (_, i) => ({
    id: UUID.fromFieldsV7(start + i, random(12), random(30), random(32)).toString(),
    createdAt: new Date(start + i),
  }));
}

/**
 * Opens the server's database the way the server does (running its migrations) and inserts the
 * people and their tweets in batches: the fastest honest way to a large library. Answers each
 * person's tweet ids, oldest first.
 */
export async function seedDatabase(input: {
  databaseUrl?: string;
  pgliteDir: string;
  people: SeededUser[];
}): Promise<Map<string, string[]>> {
  const idsByEmail = new Map<string, string[]>();
  const database = await openDatabase({
    databaseUrl: input.databaseUrl,
    pgliteDir: input.pgliteDir,
  });
  try {
    const start = Date.now() - 365 * 24 * 3600 * 1000;
    for (const person of input.people) {
      const [user] = await database.db
        .insert(users)
        .values({ id: timeOrderedIds(1, start)[0]!.id, email: person.email, name: person.name })
        .returning({ id: users.id });
      const rows = timeOrderedIds(person.tweets, start).map(({ id, createdAt }, i) => ({
        id,
        userId: user!.id,
        kind: 'tweet',
        title: `Benchmark tweet ${i + 1} about shipping small pull requests`,
        content: `Tweet ${i + 1}: small pull requests get reviewed sooner, merge with fewer conflicts and are easier to roll back.`,
        format: TWEET_FORMATS[i % TWEET_FORMATS.length]!.template,
        voice: TONES[i % TONES.length]!,
        tags: 'tech',
        createdAt,
      }));
      for (let i = 0; i < rows.length; i += BATCH) {
        await database.db.insert(posts).values(rows.slice(i, i + BATCH));
      }
      idsByEmail.set(
        person.email,
        rows.map((row) => row.id),
      );
    }
    return idsByEmail;
  } finally {
    await database.close();
  }
}
