import type { Agent, AppBskyRichtextFacet } from '@atproto/api';
import { isValidDid } from '@atproto/syntax';
import { shortenLinksForBluesky } from '@quillpost/shared';
import { loadAtproto } from './atproto';

export type Facet = AppBskyRichtextFacet.Main;

const LINK = 'app.bsky.richtext.facet#link';
const MENTION = 'app.bsky.richtext.facet#mention';

/** The text a post shows: each link shortened, as Bluesky's rules count it. */
export const shownText = (written: string) => shortenLinksForBluesky(written).text;

/**
 * A part's text as Bluesky posts it: links shown shortened with a link facet holding the whole
 * address, mentions that resolve to an account as mention facets, hashtags as tag facets.
 * Facets index the text's UTF-8 bytes.
 */
export async function postText(
  agent: Agent,
  written: string,
): Promise<{ text: string; facets: Facet[] }> {
  const { text, links } = shortenLinksForBluesky(written);
  const { RichText } = await loadAtproto();
  const rich = new RichText({ text });
  await rich.detectFacets(agent);
  const byte = (utf16Index: number) => rich.unicodeText.utf16IndexToUtf8Index(utf16Index);
  const linkFacets: Facet[] = links.map((link) => ({
    $type: 'app.bsky.richtext.facet',
    index: { byteStart: byte(link.start), byteEnd: byte(link.end) },
    features: [{ $type: LINK, uri: link.url }],
  }));
  // RichText reads a shortened link as a link to its visible text; the whole address replaces it.
  const insideLink = (facet: Facet) =>
    linkFacets.some(
      ({ index }) => facet.index.byteStart < index.byteEnd && index.byteStart < facet.index.byteEnd,
    );
  // A mention whose handle did not resolve is left as text: its facet would carry no DID.
  const resolved = (feature: Facet['features'][number]) =>
    feature.$type !== MENTION || isValidDid((feature as { did?: unknown }).did);
  const detected = (rich.facets ?? [])
    .filter((facet) => !insideLink(facet))
    .map((facet) => ({ ...facet, features: facet.features.filter(resolved) }))
    .filter((facet) => facet.features.length > 0);
  const facets = [...detected, ...linkFacets].sort((a, b) => a.index.byteStart - b.index.byteStart);
  return { text, facets };
}
