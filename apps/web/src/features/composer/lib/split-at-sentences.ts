/**
 * Splits a long text into pieces of at most `fits` (a length check) at sentence ends, so each
 * piece reads as a whole. Sentences are packed greedily; a sentence too long for one piece is cut
 * between words, and a word too long for one piece is cut where it must be.
 */
export function splitAtSentences(text: string, fits: (piece: string) => boolean): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const sentence of sentencesOf(text)) {
    const joined = current ? `${current} ${sentence}` : sentence;
    if (fits(joined)) {
      current = joined;
      continue;
    }
    if (current) pieces.push(current);
    const words = fits(sentence) ? [sentence] : splitLongSentence(sentence, fits);
    pieces.push(...words.slice(0, -1));
    current = words.at(-1) ?? '';
  }
  if (current) pieces.push(current);
  return pieces;
}

const sentenceSegmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

/** The text's sentences, trimmed, blank lines between paragraphs treated as sentence ends. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .flatMap((paragraph) => [...sentenceSegmenter.segment(paragraph)].map((s) => s.segment))
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

function splitLongSentence(sentence: string, fits: (piece: string) => boolean): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const word of sentence.split(' ')) {
    const joined = current ? `${current} ${word}` : word;
    if (fits(joined)) {
      current = joined;
      continue;
    }
    if (current) pieces.push(current);
    current = word;
    while (!fits(current) && current.length > 1) {
      let cut = current.length - 1;
      while (cut > 1 && !fits(current.slice(0, cut))) cut--;
      pieces.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  if (current) pieces.push(current);
  return pieces;
}
