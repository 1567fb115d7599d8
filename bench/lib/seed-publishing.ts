import { openDatabase } from '../../apps/server/src/db/client';
import { posts, users } from '../../apps/server/src/db/schema';
import { newId } from '../../apps/server/src/lib/ids';

/** One person who publishes: their post ids, in the order they are scheduled. */
export interface Publisher {
  name: string;
  email: string;
  postIds: string[];
}

const THREAD_PARTS = 4;

/** The i-th post of person p: every few a thread of four parts, else a tweet; no two alike. */
function post(p: number, i: number, threadEvery: number) {
  const tag = `person ${p + 1}, post ${i + 1}`;
  if ((i + 1) % threadEvery === 0) {
    const parts = Array.from(
      { length: THREAD_PARTS },
      (_, n) => `${n + 1}/ Small pull requests, point ${n + 1} (${tag}).`,
    );
    return {
      kind: 'thread',
      content: [`🧵 Why small pull requests ship faster (${tag})`, ...parts].join('\n\n'),
    };
  }
  return { kind: 'tweet', content: `Small pull requests get reviewed sooner (${tag}).` };
}

/**
 * Opens the server's database the way the server does (running its migrations) and inserts the
 * people and their posts: tweets, and every `threadEvery`-th a thread. Connecting their accounts
 * and scheduling the posts are left to the product's own API.
 */
export async function seedPublishers(input: {
  databaseUrl?: string;
  pgliteDir: string;
  people: number;
  postsEach: number;
  threadEvery: number;
}): Promise<Publisher[]> {
  const database = await openDatabase({
    databaseUrl: input.databaseUrl,
    pgliteDir: input.pgliteDir,
  });
  try {
    const publishers: Publisher[] = [];
    for (let p = 0; p < input.people; p++) {
      const person = {
        name: `Publisher ${p + 1}`,
        email: `publisher-${p + 1}@bench.quillpost.test`,
      };
      const [user] = await database.db
        .insert(users)
        .values({ id: newId(), ...person })
        .returning({ id: users.id });
      const rows = Array.from({ length: input.postsEach }, (_, i) => ({
        id: newId(),
        userId: user!.id,
        ...post(p, i, input.threadEvery),
        title: 'Why small pull requests ship faster',
        format: 'Quick Tips',
        voice: 'casual',
        tags: 'tech',
      }));
      await database.db.insert(posts).values(rows);
      publishers.push({ ...person, postIds: rows.map((row) => row.id) });
    }
    return publishers;
  } finally {
    await database.close();
  }
}
