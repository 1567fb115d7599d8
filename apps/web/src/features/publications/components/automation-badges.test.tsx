import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AutomationBadges } from './automation-badges';

describe('what the automations did with a publication', () => {
  it('says the plug was sent, the repost went out, or why either failed', () => {
    render(
      <AutomationBadges
        timezone="UTC"
        automations={[
          {
            kind: 'plug',
            status: 'done',
            at: '2026-11-25T10:00:00.000Z',
            remoteId: '1',
            error: null,
          },
          {
            kind: 'repost',
            status: 'failed',
            at: '2026-11-25T12:00:00.000Z',
            remoteId: null,
            error: 'The repost was refused by X: You are not permitted to perform this action.',
          },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Automations' });
    expect(list.textContent).toContain('Plug sent');
    expect(list.textContent).toContain(
      'Repost failed The repost was refused by X: You are not permitted to perform this action.',
    );
  });

  it('shows when a waiting repost goes out, and a repost that went out', () => {
    const { rerender } = render(
      <AutomationBadges
        timezone="UTC"
        automations={[
          {
            kind: 'repost',
            status: 'waiting',
            at: '2026-11-25T12:00:00.000Z',
            remoteId: null,
            error: null,
          },
        ]}
      />,
    );
    expect(screen.getByRole('list', { name: 'Automations' }).textContent).toMatch(
      /^Repost at .*12:00/,
    );
    rerender(
      <AutomationBadges
        timezone="UTC"
        automations={[
          {
            kind: 'repost',
            status: 'done',
            at: '2026-11-25T12:00:00.000Z',
            remoteId: '9',
            error: null,
          },
        ]}
      />,
    );
    expect(screen.getByRole('list', { name: 'Automations' }).textContent).toBe('Reposted');
  });

  it('shows nothing without automations', () => {
    const { container } = render(<AutomationBadges timezone="UTC" automations={[]} />);
    expect(container.textContent).toBe('');
  });
});
