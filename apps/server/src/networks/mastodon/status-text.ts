/**
 * Mastodon answers a status's text as HTML (`content`): paragraphs, line breaks, links split
 * into spans, mentions and hashtags as links. These read it back as text, and make the text
 * Quillpost sent and the text Mastodon shows comparable.
 */

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (!name.startsWith('#')) return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    const hex = name[1] === 'x' || name[1] === 'X';
    const point = Number.parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10);
    return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
  });
}

/** The text of a status: paragraphs as blank lines, `<br>` as a line break, tags dropped. */
export function statusText(html: string): string {
  const broken = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/p>\s*<p(\s[^>]*)?>/gi, '\n\n');
  return decodeEntities(broken.replace(/<[^>]*>/g, '')).trim();
}

const LINK = /https?:\/\/[^\s<>"]+/gi;

/** A link as written either way: no scheme, no `www.`, no closing slash. */
const plainLink = (url: string) =>
  url
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');

/**
 * The form two texts are compared in: links without their scheme or `www.`, a mention
 * `@name@domain` as `@name` (Mastodon shows a mention by its local part), white space
 * collapsed, and case folded.
 */
export function comparableText(text: string): string {
  return text
    .normalize('NFC')
    .replace(LINK, plainLink)
    .replace(/(@[\w.]+)@[\w.-]+\w/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Whether a status's HTML content shows the text Quillpost sent. */
export const showsText = (content: string, sent: string): boolean =>
  comparableText(statusText(content)) === comparableText(sent);
