/** Just enough of JSON Schema (as OpenAPI 3.0 and zod write it) to walk an answer with it. */
export type JsonSchema = {
  type?: string | string[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

const jsonType = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

function typeMatches(value: unknown, schema: JsonSchema): boolean {
  if (schema.type === undefined || (value === null && schema.nullable)) return true;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const actual = jsonType(value);
  return types.some((type) => type === actual || (type === 'integer' && Number.isInteger(value)));
}

/** The paths of fields in `value` that `schema` does not list (an empty list: nothing extra). */
export function unlisted(value: unknown, schema: JsonSchema, path = '$'): string[] {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const fitting = options.filter((option) => typeMatches(value, option));
    if (fitting.length === 0) return [`${path} (no matching type)`];
    const results = fitting.map((option) => unlisted(value, option, path));
    return results.reduce((best, next) => (next.length < best.length ? next : best));
  }
  if (!typeMatches(value, schema)) return [`${path} (not ${String(schema.type)})`];
  if (Array.isArray(value)) {
    return value.flatMap((item, i) => unlisted(item, schema.items ?? {}, `${path}[${i}]`));
  }
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const listed = schema.properties?.[key];
    if (listed) return unlisted(child, listed, `${path}.${key}`);
    const extra = schema.additionalProperties;
    if (typeof extra === 'object') return unlisted(child, extra, `${path}.${key}`);
    return [`${path}.${key}`];
  });
}
