import twitterText from 'twitter-text';

/** What X charges for each kind of call Quillpost makes, in US dollars. */
export interface XPrices {
  /** Creating a post without a link. */
  post: number;
  /** Creating a post that holds a link. */
  postWithLink: number;
  /** Giving an uploaded image its alt text. */
  mediaMetadata: number;
  /** Each post read back (figures, the account's own timeline). */
  read: number;
}

/** Whether X counts the text as a post with a link (a URL as twitter-text finds one). */
export const hasLink = (text: string) => twitterText.extractUrls(text).length > 0;

/** What creating this one post costs on X. */
export const xPostCost = (text: string, prices: XPrices) =>
  hasLink(text) ? prices.postWithLink : prices.post;

/**
 * What a publication costs on X at these prices: each part is a post (dearer with a link), and
 * each image with alt text costs a media metadata call. `images` counts the images of each part
 * that have alt text, in the parts' order. Rounded to a tenth of a cent, as prices are given.
 */
export function xPublicationCost(
  publication: { parts: string[]; images?: number[] },
  prices: XPrices,
): number {
  const posts = publication.parts.reduce((sum, text) => sum + xPostCost(text, prices), 0);
  const images = (publication.images ?? []).reduce((sum, count) => sum + Math.max(0, count), 0);
  return roundUsd(posts + images * prices.mediaMetadata);
}

/** Dollars kept to a thousandth of a cent, so sums of small prices do not drift. */
export const roundUsd = (usd: number) => Math.round(usd * 100_000) / 100_000;

/** Dollars as a person reads them: "$0.03", or "$0.015" when the cents hide a price. */
export function formatUsd(usd: number): string {
  const cents = usd.toFixed(2);
  return Number(cents) === roundUsd(usd) || usd >= 1 ? `$${cents}` : `$${Number(usd.toFixed(3))}`;
}

/** The most an import of an X account's history costs: X bills every post read, up to 3,200. */
export const xImportCost = (prices: Pick<XPrices, 'read'>, limit: number): number =>
  prices.read * limit;
