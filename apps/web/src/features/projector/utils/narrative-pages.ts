/** About as much text as reads well at once from the back of a classroom. */
export const PAGE_CHARACTERS = 480;

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
  for (const paragraph of paragraphs) {
    const last = pages.at(-1);
    if (last !== undefined && last.length + paragraph.length <= limit) {
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
