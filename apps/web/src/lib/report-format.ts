import type { Language, ReportQuestion } from '@ecoscha/contracts';

const localeOf = (language: Language) => (language === 'en' ? 'en-GB' : 'id-ID');

/** 0.5 -> "50%" (Indonesian "50%"); null -> null. */
export function formatShare(share: number | null, language: Language): string | null {
  if (share === null) return null;
  return new Intl.NumberFormat(localeOf(language), { style: 'percent' }).format(share);
}

/** A share's change in percentage points, signed: "+25", "−10", "0". */
export function formatShareChange(change: number, language: Language): string {
  return formatSigned(Math.round(change * 100), language);
}

/** A number with at most one decimal and a real minus sign: "23,3" (Indonesian), "−5". */
export function formatNumber(value: number, language: Language): string {
  const text = new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 1 }).format(
    Math.abs(value),
  );
  return value < 0 ? `\u2212${text}` : text;
}

/** A score change, signed: "+20", "−10", "0". */
export function formatSigned(value: number, language: Language): string {
  const text = formatNumber(value, language);
  return value > 0 ? `+${text}` : text;
}

/** An average score with at most one decimal (23.3); null when nobody counts. */
export function formatAverage(value: number | null, language: Language): string | null {
  return value === null ? null : formatNumber(value, language);
}

export function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/**
 * An answer as a teacher reads it: a multiple-choice key with its option's text ("C. Gambut"),
 * a true/false key as its word ("Salah"), anything else as typed.
 */
export function readableAnswer(
  answer: string,
  question: ReportQuestion | undefined,
  language: Language,
): string {
  const key = answer.trim().toLowerCase();
  const option = question?.options.find((o) => o.key.toLowerCase() === key);
  if (!option) return answer;
  return question?.type === 'true_false'
    ? option.text[language]
    : `${option.key}. ${option.text[language]}`;
}
