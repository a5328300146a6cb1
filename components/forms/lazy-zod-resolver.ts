import type { FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";

export interface LazyZodResolver<Values extends FieldValues, Output> {
  resolver: Resolver<Values, unknown, Output>;
  /** Starts loading the schema: call it when the visitor starts on the form (its first focus). */
  preload: () => void;
}

/**
 * A form's zod check whose schema, with zod and the resolver (about 55 KB compressed), loads when
 * the visitor first focuses the form instead of with the page, which then stays under 150 KB of
 * script. Create it once per form, at module level. When the code cannot load (a dropped connection,
 * a deployment that replaced it), the values go to the server unchecked, which checks them with the
 * same schema: an API form shows its 422's field messages, a log-in is refused as any wrong one is.
 */
export function lazyZodResolver<Values extends FieldValues, Output = Values>(loadSchema: () => Promise<ZodType<Output, Values>>): LazyZodResolver<Values, Output> {
  let loading: Promise<Resolver<Values, unknown, Output>> | null = null;
  const load = () =>
    (loading ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()])
      .then(([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<Values, unknown, Output>)
      .catch((error: unknown) => {
        loading = null;
        throw error;
      }));
  return {
    resolver: async (values, context, options) => {
      const check = await load().catch(() => null);
      return check ? check(values, context, options) : { values: values as unknown as Output, errors: {} };
    },
    preload: () => void load().catch(() => undefined),
  };
}
