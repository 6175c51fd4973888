/**
 * A parse result's problems as `[field path, code]` pairs, a field issue by its own name (the
 * name the server's error handler answers with): what the schema tests compare.
 */
export const issuesOf = (result: {
  error?: { issues: Array<{ path: PropertyKey[]; message: string; code: string }> };
}) =>
  result.error?.issues.map((issue) => [
    issue.path.join('.'),
    issue.code === 'custom' ? issue.message : issue.code,
  ]);
