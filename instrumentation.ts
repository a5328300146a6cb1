import type { Instrumentation } from "next";

/** Validates the environment once when the server starts: a bad value stops it, naming the variable. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { validateEnvironment } = await import("./instrumentation-node");
  validateEnvironment();
}

/** One JSON line per request error. Headers are left out: they may carry cookies and tokens. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { log, describeError } = await import("./lib/log");
  log("error", "request_error", {
    method: request.method,
    path: request.path,
    route: context.routePath,
    routeType: context.routeType,
    ...describeError(error),
  });
};
