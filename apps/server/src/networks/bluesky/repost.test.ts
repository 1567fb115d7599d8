import { startFakeBluesky } from '@quillpost/testing';
import { describe, expect, it } from 'vitest';
import { useResource } from '../../../test/support/app';
import { newId } from '../../lib/ids';
import type { AccountSession, PasswordConnect } from '../network';
import { testContext } from '../testing';
import { createRealBluesky } from './real';
import { recordKeyOf } from './record-key';

const fake = useResource(() => startFakeBluesky());

async function connect() {
  const network = createRealBluesky(testContext());
  const { profile, credentials } = await (network.connect as PasswordConnect).signIn({
    identifier: fake.user.handle,
    password: fake.user.appPassword,
    service: fake.url,
  });
  const session: AccountSession = { profile, credentials };
  return { network, session };
}

describe('Bluesky: reposting one of the account’s posts', () => {
  it('writes one repost record at the send key, however often it is asked', async () => {
    const { network, session } = await connect();
    const post = await network.post(session, { text: 'Worth a repost', sendKey: newId() });
    const sendKey = newId();
    const first = await network.repost(session, { post, sendKey });
    const again = await network.repost(session, { post, sendKey });
    const rkey = recordKeyOf(sendKey);
    expect(first.id).toBe(`at://${fake.user.did}/app.bsky.feed.repost/${rkey}`);
    expect(again).toEqual(first);
    const mine = fake.reposts.filter((repost) => repost.subject.uri === post.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject.cid).toBe(post.ref);
  });

  it('finds the repost at its key when the answer was lost', async () => {
    const { network, session } = await connect();
    const post = await network.post(session, { text: 'Repost, answer lost', sendKey: newId() });
    const sendKey = newId();
    fake.faults.push({ kind: 'lost_answer' });
    const found = await network.repost(session, { post, sendKey });
    expect(found.id).toBe(`at://${fake.user.did}/app.bsky.feed.repost/${recordKeyOf(sendKey)}`);
    expect(fake.reposts.filter((repost) => repost.subject.uri === post.id)).toHaveLength(1);
  });
});
