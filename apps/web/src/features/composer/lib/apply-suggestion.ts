import type { AssistAction } from '../api/assist';
import { fromContent, type ComposerText } from './content';

/** Replaces the first line of a text, keeping the rest as it was. */
const withFirstLine = (text: string, line: string) => {
  const rest = text.indexOf('\n');
  return rest === -1 ? line : `${line}${text.slice(rest)}`;
};

/**
 * The text once a suggestion is used: a hook takes the place of the first line only (a thread's
 * header when it has one, else the first part's first line); "Make a thread" turns the text into
 * a thread; every other action replaces the whole text with the suggestion, in the same kind.
 */
export function applySuggestion(
  text: ComposerText,
  action: AssistAction,
  suggestion: string,
): ComposerText {
  if (action === 'hooks') {
    const hook = suggestion.trim().split('\n')[0] ?? '';
    if (text.kind === 'thread' && text.header.trim()) return { ...text, header: hook };
    const [first, ...others] = text.parts;
    if (!first) return text;
    return { ...text, parts: [{ ...first, text: withFirstLine(first.text, hook) }, ...others] };
  }
  return fromContent(action === 'thread' ? 'thread' : text.kind, suggestion);
}
