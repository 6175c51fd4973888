/**
 * A zod issue that names the field problem to report: the server's error handler answers it as
 * `FIELD_ISSUE_MESSAGES[issue]` on that field.
 */
export const fieldIssue = (issue: string, path: (string | number)[]) => ({
  code: 'custom' as const,
  message: issue,
  path,
  params: { fieldIssue: issue },
});

/** Where a check across fields reports (a zod refinement context). */
export type IssueSink = { addIssue(issue: ReturnType<typeof fieldIssue>): void };
