import { describe, expect, it } from 'vitest';
import { comparableText, decodeEntities, showsText, statusText } from './status-text';

// Content as Mastodon renders it: a long link split into spans, a remote mention, a hashtag.
const RENDERED =
  '<p>Read this:<br />' +
  '<a href="https://www.example.com/articles/2026/why-threads-work?ref=qp&amp;x=1" target="_blank" rel="nofollow noopener noreferrer" translate="no">' +
  '<span class="invisible">https://www.</span><span class="ellipsis">example.com/articles/2026/why</span>' +
  '<span class="invisible">-threads-work?ref=qp&amp;x=1</span></a></p>' +
  '<p>Thanks <span class="h-card" translate="no"><a href="https://other.social/@bob" class="u-url mention">@<span>bob</span></a></span> ' +
  '<a href="https://mastodon.example/tags/Writing" class="mention hashtag" rel="tag">#<span>Writing</span></a> &#39;n&#39; &lt;more&gt;</p>';

const SENT =
  'Read this:\nhttps://www.example.com/articles/2026/why-threads-work?ref=qp&x=1\n\n' +
  "Thanks @bob@other.social #Writing 'n' <more>";

describe('the text of a status', () => {
  it('reads paragraphs, line breaks, links split into spans, mentions and entities', () => {
    expect(statusText(RENDERED)).toBe(
      'Read this:\nhttps://www.example.com/articles/2026/why-threads-work?ref=qp&x=1\n\n' +
        "Thanks @bob #Writing 'n' <more>",
    );
  });

  it('decodes named, decimal and hexadecimal entities, and leaves unknown ones', () => {
    expect(decodeEntities('&amp;&quot;&#233;&#x1F600;&nbsp;&bogus;&#0;')).toBe(
      '&"é😀\u00a0&bogus;&#0;',
    );
  });

  it('matches the text sent whatever Mastodon did to its links, mentions, spaces and case', () => {
    expect(showsText(RENDERED, SENT)).toBe(true);
    expect(showsText(RENDERED, SENT.replace('https://www.', 'http://'))).toBe(true);
    expect(showsText(RENDERED, `  ${SENT.toUpperCase()}  `)).toBe(true);
    expect(showsText(RENDERED, SENT.replace('Thanks', 'Thank you'))).toBe(false);
    expect(showsText(RENDERED, SENT.replace('x=1', 'x=2'))).toBe(false);
  });

  it('compares links without their scheme, www. or closing slash', () => {
    expect(comparableText('See https://Example.com/')).toBe(comparableText('see example.com'));
    expect(comparableText('See https://example.com/a')).not.toBe(comparableText('see example.com'));
  });
});
