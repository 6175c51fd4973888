/** About as much text as reads well at once from the back of a classroom. */
export const PAGE_CHARACTERS = 420;

/**
 * A narrative split into pages for the projector: whole paragraphs, short neighbours together,
 * a long paragraph alone. Paragraphs are separated by a blank line.
 */
export function narrativePages(text: string, limit = PAGE_CHARACTERS): string[] {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const pages: string[] = [];
  // What the class reads: a marked Sundanese phrase shows without its brackets.
  const shown = (text: string) => text.replace(/\[\[|\]\]/g, '').length;
  for (const paragraph of paragraphs) {
    const last = pages.at(-1);
    if (last !== undefined && shown(last) + shown(paragraph) <= limit) {
      pages[pages.length - 1] = `${last}\n\n${paragraph}`;
    } else pages.push(paragraph);
  }
  return pages;
}

/** How long a page stays up: a calm reading-aloud pace, 10 s at least. */
export function pageSeconds(page: string): number {
  const words = page.split(/\s+/).filter(Boolean).length;
  return Math.max(10, Math.round(words / 2.2));
}
