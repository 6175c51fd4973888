import {
  isFullVideoLink,
  isWebAddress,
  MATERIAL_LIMITS,
  publishedDateIssue,
  type AddLearningMaterialBody,
  type LearningMaterial,
} from '@ecoscha/contracts';

/** The types a guide picks from; the API also takes `news`, shown the same as `berita`. */
export const FORM_MATERIAL_TYPES = ['article', 'berita', 'video'] as const;
export type FormMaterialType = (typeof FORM_MATERIAL_TYPES)[number];

export type MaterialFormValues = {
  type: FormMaterialType;
  title: string;
  title_en: string;
  url: string;
  platform: string;
  author: string;
  publishedAt: string;
  description: string;
  description_en: string;
};

export type MaterialField = keyof MaterialFormValues;

/** The fields in the order of the form (focus goes to the first one with a message). */
export const MATERIAL_FIELDS: readonly MaterialField[] = [
  'type',
  'title',
  'title_en',
  'url',
  'platform',
  'author',
  'publishedAt',
  'description',
  'description_en',
];

export const EMPTY_MATERIAL: MaterialFormValues = {
  type: 'article',
  title: '',
  title_en: '',
  url: '',
  platform: '',
  author: '',
  publishedAt: '',
  description: '',
  description_en: '',
};

export type ValidationKey =
  'required' | 'tooShort' | 'tooLong' | 'webAddress' | 'videoLink' | 'invalidDate' | 'futureDate';

/** A field's message: one of ours (translated when shown, with its limit) or the server's text. */
export type FieldMessage = { key: ValidationKey; limit?: number } | { text: string };
export type FieldMessages = Partial<Record<MaterialField, FieldMessage>>;

function lengthMessage(
  value: string,
  { min = 0, max, required }: { min?: number; max: number; required: boolean },
): FieldMessage | undefined {
  if (!value) return required ? { key: 'required' } : undefined;
  if (value.length < min) return { key: 'tooShort', limit: min };
  if (value.length > max) return { key: 'tooLong', limit: max };
  return undefined;
}

/** The server's rules (`AddLearningMaterialBodySchema`), checked before sending. */
export function validateMaterial(values: MaterialFormValues, now = new Date()): FieldMessages {
  const v = trimValues(values);
  const title = { min: MATERIAL_LIMITS.titleMin, max: MATERIAL_LIMITS.titleMax, required: true };
  const source = { min: MATERIAL_LIMITS.sourceMin, max: MATERIAL_LIMITS.sourceMax };
  const description = { max: MATERIAL_LIMITS.descriptionMax, required: false };
  const messages: FieldMessages = {
    title: lengthMessage(v.title, title),
    title_en: lengthMessage(v.title_en, title),
    url: lengthMessage(v.url, { max: MATERIAL_LIMITS.urlMax, required: true }),
    platform: lengthMessage(v.platform, { ...source, required: true }),
    author: lengthMessage(v.author, { max: MATERIAL_LIMITS.sourceMax, required: false }),
    description: lengthMessage(v.description, description),
    description_en: lengthMessage(v.description_en, description),
  };
  // A summary is written in both languages or in neither.
  if (v.description && !v.description_en) messages.description_en = { key: 'required' };
  if (v.description_en && !v.description) messages.description = { key: 'required' };
  if (!messages.url && !isWebAddress(v.url)) messages.url = { key: 'webAddress' };
  else if (!messages.url && v.type === 'video' && !isFullVideoLink(v.url)) {
    messages.url = { key: 'videoLink' };
  }
  const dateIssue = v.publishedAt ? publishedDateIssue(v.publishedAt, now) : null;
  if (dateIssue)
    messages.publishedAt = { key: dateIssue === 'future_date' ? 'futureDate' : 'invalidDate' };
  return Object.fromEntries(
    Object.entries(messages).filter(([, message]) => message !== undefined),
  ) as FieldMessages;
}

function trimValues(values: MaterialFormValues): MaterialFormValues {
  return Object.fromEntries(
    Object.entries(values).map(([field, value]) => [field, value.trim()]),
  ) as MaterialFormValues;
}

/** The request body: trimmed, with the empty optional fields left out. */
export function toAddMaterialBody(values: MaterialFormValues): AddLearningMaterialBody {
  const v = trimValues(values);
  return {
    type: v.type,
    title: v.title,
    title_en: v.title_en,
    url: v.url,
    source_credit: { platform: v.platform, ...(v.author ? { author: v.author } : {}) },
    ...(v.publishedAt ? { publishedAt: v.publishedAt } : {}),
    ...(v.description ? { description: v.description } : {}),
    ...(v.description_en ? { description_en: v.description_en } : {}),
  };
}

/** A stored material as the form's values (a `news` material is shown as news, `berita`). */
export function formValuesOf(material: LearningMaterial): MaterialFormValues {
  return {
    type: material.type === 'news' ? 'berita' : material.type,
    title: material.title,
    title_en: material.title_en,
    url: material.url,
    platform: material.source_credit.platform,
    author: material.source_credit.author ?? '',
    publishedAt: material.publishedAt ?? '',
    description: material.description ?? '',
    description_en: material.description_en ?? '',
  };
}

/** Today as `YYYY-MM-DD` in the user's own time zone (the date picker's upper bound). */
export function todayInput(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
