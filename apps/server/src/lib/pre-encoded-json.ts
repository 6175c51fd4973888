const JSON_OF = Symbol('json');

/**
 * Marks a payload whose JSON the sender already made (a view is made of pieces serialised once
 * per state and shared by the room's seats): the socket encoder and the HTTP serializer send that
 * JSON as it is instead of serialising the payload a second time. What goes on the wire is the
 * same; the payload object stays for anything else that reads it (a saved answer, a test).
 */
export function withJson<T extends object>(payload: T, json: string): T {
  Object.defineProperty(payload, JSON_OF, { value: json });
  return payload;
}

/** The JSON a payload was marked with (`withJson`), if any. */
export function jsonOf(payload: unknown): string | undefined {
  const json: unknown = (payload as { [JSON_OF]?: unknown } | null | undefined)?.[JSON_OF];
  return typeof json === 'string' ? json : undefined;
}
