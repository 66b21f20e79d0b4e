/**
 * A page's search parameters read with a valibot schema: what the schema refuses falls back to its
 * defaults (a link with a stale or mistyped parameter still opens the page).
 */
import * as v from 'valibot';

export function readSearch<S extends v.GenericSchema>(schema: S, raw: Record<string, unknown>): v.InferOutput<S> {
  const parsed = v.safeParse(schema, raw);
  if (parsed.success) return parsed.output;
  // Keep what is valid on its own: drop each parameter that fails.
  const kept = Object.fromEntries(
    Object.entries(raw).filter(([key]) => !parsed.issues.some((issue) => v.getDotPath(issue) === key)),
  );
  const again = v.safeParse(schema, kept);
  return again.success ? again.output : v.parse(schema, {});
}

/**
 * A route's validateSearch of `schema` (a Standard Schema, as TanStack Router takes one): links may
 * leave out what has a default, and what is wrong falls back as readSearch says.
 */
export const searchOf = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    v.custom<Record<string, unknown>>((raw) => typeof raw === 'object' && raw !== null),
    v.transform((raw) => readSearch(schema, raw)),
  ) as unknown as v.GenericSchema<Partial<v.InferInput<S>>, v.InferOutput<S>>;
