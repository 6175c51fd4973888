/** A time factor as the language writes it: "1,5" in Indonesian, "1.5" in English. */
export function formatTimeScale(scale: number, language: string): string {
  return new Intl.NumberFormat(language === 'en' ? 'en' : 'id').format(scale);
}
