import { render, screen } from '@testing-library/react';
import { checkTweet } from '@quillpost/shared';
import { describe, expect, it } from 'vitest';
import { CharacterCount } from './post-content';

describe('CharacterCount', () => {
  it('counts as X does: URLs 23, emoji 2', () => {
    render(<CharacterCount text="see https://example.com/a/very/long/path 🧵" />);
    expect(screen.getByText(/\/280/).textContent).toBe('Characters: 30/280');
  });

  it('gives the server verdict on characters X does not accept', () => {
    for (const text of ['Ship \u202Asmall', 'Ship \uFFFFsmall']) {
      expect(checkTweet(text)).not.toEqual([]);
      const { container, unmount } = render(<CharacterCount text={text} />);
      expect(container.textContent).toMatch(/Characters X does not accept \(U\+(202A|FFFF)\)/);
      expect(container.firstElementChild!.className).toContain('text-destructive');
      unmount();
    }
  });

  it('shows a plain count for text the server accepts', () => {
    const { container } = render(<CharacterCount text="Ship small" />);
    expect(container.textContent).toBe('Characters: 10/280');
    expect(container.firstElementChild!.className).not.toContain('text-destructive');
  });
});
