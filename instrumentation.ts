import type { Instrumentation } from "next";

/**
 * When the server starts: validates the environment (a bad value stops it, naming the variable),
 * then starts the background work of this instance (the mail outbox). Node runtime only.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { validateEnvironment, startBackgroundWork } = await import("./instrumentation-node");
  validateEnvironment();
  startBackgroundWork();
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
