import { SUNDANESE_MARK } from '@ecoscha/contracts';

export type TextSegment = { kind: 'text'; text: string } | { kind: 'phrase'; phrase: string };
export type Paragraph = TextSegment[];

const BLANK_LINE = /\n[ \t]*\n/;

function segmentsOf(paragraph: string): Paragraph {
  const segments: Paragraph = [];
  let last = 0;
  for (const match of paragraph.matchAll(new RegExp(SUNDANESE_MARK.source, 'g'))) {
    const phrase = (match[1] ?? '').trim();
    if (match.index > last)
      segments.push({ kind: 'text', text: paragraph.slice(last, match.index) });
    if (phrase) segments.push({ kind: 'phrase', phrase });
    last = match.index + match[0].length;
  }
  if (last < paragraph.length) segments.push({ kind: 'text', text: paragraph.slice(last) });
  return segments;
}

/**
 * Splits a content text into paragraphs (at blank lines) and each paragraph into plain text and
 * `[[Sundanese phrases]]`. Empty paragraphs are dropped; single line breaks stay in the text.
 */
export function parseMarkedText(text: string): Paragraph[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(BLANK_LINE)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map(segmentsOf);
}

/** The text with its phrase marks removed, for places that cannot hold a tappable phrase. */
export function stripMarks(text: string): string {
  return text.replace(new RegExp(SUNDANESE_MARK.source, 'g'), '$1');
}
