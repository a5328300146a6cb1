import type { Instrumentation } from "next";
import { noteRenderError } from "./lib/server/render-faults";

/**
 * When the server starts: validates the environment (a bad value stops it, naming the variable),
 * then starts the background work of this instance (the mail outbox); keeps failed queries'
 * parameters out of Next's own error lines. Node runtime only.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { keepQueryParametersOutOfConsole } = await import("./lib/log");
  keepQueryParametersOutOfConsole();
  const { validateEnvironment, startBackgroundWork } = await import("./instrumentation-node");
  validateEnvironment();
  startBackgroundWork();
}

/** One JSON line per request error. Headers are left out: they may carry cookies and tokens. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Before any await: the server decides on the answer's status as soon as the render has failed.
  noteRenderError(error, request.headers);
  const { log, describeError } = await import("./lib/log");
  log("error", "request_error", {
    method: request.method,
    path: request.path,
    route: context.routePath,
    routeType: context.routeType,
    ...describeError(error),
  });
};
