export type Truncated = { text: string; truncated: boolean };

const ELLIPSIS = '…';
const WHITESPACE = /\s/;
/** What is left dangling at the end of a cut: spaces and sentence punctuation. */
const TRAILING = /[\s,;:.\u2013\u2014-]+$/;

/** One unit of the text: a character, or a whole `[[Sundanese phrase]]` counted without brackets. */
function atomAt(text: string, index: number): { end: number; width: number } {
  if (text.startsWith('[[', index)) {
    const close = text.indexOf(']]', index + 2);
    if (close !== -1) return { end: close + 2, width: close - index - 2 };
  }
  return { end: index + 1, width: 1 };
}

/**
 * Shortens `text` to at most `limit` visible characters plus "…", ending at a word boundary when
 * there is one. A `[[marked phrase]]` counts only its own letters and is never cut in half, so
 * the shortened text still renders its phrases correctly.
 */
export function truncateText(text: string, limit: number): Truncated {
  let visible = 0;
  let index = 0;
  let lastSpace = -1;
  while (index < text.length) {
    const { end, width } = atomAt(text, index);
    if (visible + width > limit) break;
    if (WHITESPACE.test(text.charAt(index))) lastSpace = index;
    visible += width;
    index = end;
  }
  if (index >= text.length) return { text, truncated: false };

  const atBoundary = WHITESPACE.test(text.charAt(index));
  const cut = atBoundary || lastSpace <= 0 ? index : lastSpace;
  const head = text.slice(0, cut).replace(TRAILING, '');
  return { text: `${head}${ELLIPSIS}`, truncated: true };
}
