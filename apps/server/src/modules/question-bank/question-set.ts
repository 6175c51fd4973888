import {
  isFieldIssue,
  QUESTION_SET_FORMAT,
  QuestionDraftSchema,
  type QuestionDraft,
  type QuestionSetFile,
} from '@ecoscha/contracts';
import type { z } from 'zod';
import type { FieldProblem } from '../../lib/app-error';

/** The file a guide downloads: their questions as drafts (no ids, no dates), in their order. */
export function exportQuestionSet(drafts: QuestionDraft[]): QuestionSetFile {
  return { format: QUESTION_SET_FORMAT, version: 1, questions: drafts };
}

/** One zod issue of a question in the words of the app's field problems. */
function problemOf(issue: z.core.$ZodIssue, item: Record<string, unknown>): FieldProblem {
  const field = String(issue.path[0] ?? '');
  const value = item[field];
  if (
    issue.path.length === 1 &&
    (value === undefined || (typeof value === 'string' && !value.trim()))
  ) {
    return { issue: 'required' };
  }
  if (issue.code === 'custom') {
    const named = (issue.params as { fieldIssue?: unknown } | undefined)?.fieldIssue;
    return isFieldIssue(named) ? { issue: named } : { issue: 'invalid_format' };
  }
  if (issue.code === 'too_big' || issue.code === 'too_small') {
    const limit = Number(issue.code === 'too_big' ? issue.maximum : issue.minimum);
    const many = issue.origin === 'array';
    if (issue.code === 'too_big') return { issue: many ? 'too_many' : 'too_long', max: limit };
    // A blank text inside a list (an option, another answer) is a text that is missing.
    return many ? { issue: 'too_few', min: limit } : { issue: 'required' };
  }
  if (issue.code === 'invalid_type') return { issue: 'invalid_type' };
  return { issue: 'invalid_format' };
}

export type QuestionSetCheck =
  { ok: true; drafts: QuestionDraft[] } | { ok: false; problems: Record<string, FieldProblem> };

/**
 * Checks every item of a question file against the same schema as the editor. Each refused item
 * is reported by its position (`questions.3.answer_id`, counting from 1), its first problem per field.
 */
export function checkQuestionSet(items: unknown[]): QuestionSetCheck {
  const drafts: QuestionDraft[] = [];
  const problems: Record<string, FieldProblem> = {};
  items.forEach((item, index) => {
    const parsed = QuestionDraftSchema.safeParse(item);
    if (parsed.success) {
      drafts.push(parsed.data);
      return;
    }
    const values = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    for (const issue of parsed.error.issues) {
      const field = issue.path.length > 0 ? String(issue.path[0]) : '_';
      const key = `questions.${index + 1}.${field}`;
      if (!problems[key]) problems[key] = problemOf(issue, values);
    }
  });
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, drafts };
}
