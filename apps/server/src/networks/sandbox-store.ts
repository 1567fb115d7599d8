/**
 * Where a sandbox network keeps what it "posted", so its posts can be shown, found again after a
 * lost answer, and given simulated figures. The server keeps them in its database; tests may
 * hand a sandbox the in-memory store below.
 */
export interface SandboxPost {
  network: string;
  id: string;
  authorId: string;
  text: string;
  replyToId: string | null;
  /** The send key the post was made with, so a resend finds it instead of posting twice. */
  sendKey: string | null;
  createdAt: Date;
}

export interface SandboxStore {
  /** Saves the post unless one with the same network and send key exists; answers the kept one. */
  save(post: SandboxPost): Promise<SandboxPost>;
  findBySendKey(network: string, authorId: string, sendKey: string): Promise<SandboxPost | null>;
  findById(network: string, id: string): Promise<SandboxPost | null>;
  /** The author's posts, newest first, older than `before` (an id) when given. */
  listByAuthor(
    network: string,
    authorId: string,
    input: { limit: number; before?: string; after?: string },
  ): Promise<SandboxPost[]>;
}

export function createMemorySandboxStore(): SandboxStore {
  const posts: SandboxPost[] = [];
  const mine = (network: string, authorId: string) =>
    posts.filter((post) => post.network === network && post.authorId === authorId);
  return {
    async save(post) {
      const kept =
        post.sendKey === null
          ? undefined
          : posts.find((p) => p.network === post.network && p.sendKey === post.sendKey);
      if (kept) return kept;
      posts.push(post);
      return post;
    },
    findBySendKey: async (network, authorId, sendKey) =>
      mine(network, authorId).find((post) => post.sendKey === sendKey) ?? null,
    findById: async (network, id) =>
      posts.find((post) => post.network === network && post.id === id) ?? null,
    async listByAuthor(network, authorId, { limit, before, after }) {
      return mine(network, authorId)
        .sort((a, b) => (a.id < b.id ? 1 : -1))
        .filter((post) => (!before || post.id < before) && (!after || post.id > after))
        .slice(0, limit);
    },
  };
}
