import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getServerConfig } from '@/lib/server-config';
import { testAccount } from '@/testing/accounts';
import { renderWithProviders } from '@/testing/render';
import { serverConfig } from '@/testing/server-config';
import { NetworkPreview } from './network-preview';

vi.mock('@/lib/server-config', () => ({ getServerConfig: vi.fn() }));

const posts = ['🧵 Small steps', '1/ Ship small.', '2/ Read https://example.com/notes later.'];

describe("the composer's preview on X", () => {
  beforeEach(() => vi.mocked(getServerConfig).mockResolvedValue(serverConfig()));

  it("says what the posts cost at the server's prices, a post with a link dearer", async () => {
    const account = { ...testAccount('x', 'ada'), provider: 'real' as const };
    const author = { key: 'a', network: 'x' as const, name: 'Ada', handle: 'ada', account };
    renderWithProviders(<NetworkPreview authors={[author]} posts={posts} />);
    expect(await screen.findByText('Costs about $0.23 on X')).toBeTruthy();
  });

  it('says sandbox X is free', async () => {
    const account = { ...testAccount('x', 'ada'), provider: 'sandbox' as const };
    const author = { key: 'a', network: 'x' as const, name: 'Ada', handle: 'ada', account };
    renderWithProviders(<NetworkPreview authors={[author]} posts={posts} />);
    expect(await screen.findByText(/free\.$/)).toBeTruthy();
    expect(screen.queryByText(/Costs about/)).toBeNull();
  });
});
