import { describe, expect, it } from 'vitest';
import { formatUsd, xPublicationCost } from './x-cost';

const prices = { post: 0.015, postWithLink: 0.2, mediaMetadata: 0.005, read: 0.001 };

describe('xPublicationCost', () => {
  it('charges a post for each part, and more for a part with a link', () => {
    expect(xPublicationCost({ parts: ['One.', 'Two.'] }, prices)).toBe(0.03);
    expect(xPublicationCost({ parts: ['One.', 'Read https://example.com today'] }, prices)).toBe(
      0.215,
    );
    expect(xPublicationCost({ parts: ['See example.com'] }, prices)).toBe(0.2);
  });

  it('adds media metadata for each image with alt text', () => {
    expect(xPublicationCost({ parts: ['One.', 'Two.'], images: [2, 1] }, prices)).toBe(0.045);
  });

  it('costs nothing without parts', () => {
    expect(xPublicationCost({ parts: [] }, prices)).toBe(0);
  });
});

describe('formatUsd', () => {
  it('shows cents, and a tenth of a cent where the cents would hide it', () => {
    expect(formatUsd(0.03)).toBe('$0.03');
    expect(formatUsd(0.015)).toBe('$0.015');
    expect(formatUsd(1.23)).toBe('$1.23');
    expect(formatUsd(0)).toBe('$0.00');
  });
});
