import { ERROR_TEXTS_EN } from './error-texts-en';
import { ERROR_TEXTS_ID } from './error-texts-id';
import { ERROR_CODES, ERROR_STATUS, type ErrorCode, type Language } from './errors';

export type ErrorMessage = { status: number; id: string; en: string };

/** Each error's HTTP status with its text in both languages (the server answers with them). */
export const ERROR_MESSAGES = Object.fromEntries(
  ERROR_CODES.map((code) => [
    code,
    { status: ERROR_STATUS[code], id: ERROR_TEXTS_ID[code], en: ERROR_TEXTS_EN[code] },
  ]),
) as Record<ErrorCode, ErrorMessage>;

export function errorMessage(code: ErrorCode, language: Language): string {
  return (language === 'en' ? ERROR_TEXTS_EN : ERROR_TEXTS_ID)[code];
}
