/**
 * A database client that runs a list of statements as one transaction in one trip (PGlite's
 * thread offers it; `writeAtomically` uses it where offered).
 */
export type BatchClient = {
  batch(
    statements: Array<{ sql: string; params: unknown[]; requireRows: boolean }>,
  ): Promise<boolean>;
};
