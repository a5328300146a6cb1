/**
 * Counting project page views in the production server (scripts/serve.mts). Every request passes its
 * request handler, cached pages included (Next serves those from its page cache without running any
 * page code or the proxy, which does not even run on project pages), and the server already
 * watches each answer's end for its metrics: the count is taken there, after the answer has gone out,
 * so it adds no time to any answer. The rule: lib/figures/view-rule.ts.
 *
 * PAGE_VIEWS=off switches counting off (the benchmark's A/B, tests/bench/views.mts); VIEW_FLUSH_MS sets
 * how often counts are written (default a minute: at most that much is lost on a crash).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { db } from "../db/client";
import { describeError, log } from "../log";
import { onShutdown } from "../server/shutdown";
import { mainHostsFrom } from "../site/host";
import { ViewCounter } from "./view-counter";
import { countableView } from "./view-rule";
import { saveViews } from "./views";

const DEFAULT_FLUSH_MS = 60_000;

export interface ViewCounting {
  /** Called once the answer is over (its `close`) with the URL as the client asked (Next rewrites `request.url`): counts it when it is a view. */
  observe(request: IncomingMessage, response: ServerResponse, url: string | undefined): void;
  flush(): Promise<void>;
}

export function startViewCounting(environment: Record<string, string | undefined> = process.env): ViewCounting | null {
  if (environment.PAGE_VIEWS === "off") return null;
  const mainHosts = mainHostsFrom(environment.MAIN_HOSTS);
  const flushMs = Math.max(100, Number(environment.VIEW_FLUSH_MS) || DEFAULT_FLUSH_MS);
  const counter = new ViewCounter(async (increments) => saveViews(await db(), increments));
  const flush = () =>
    counter.flush().catch((error: unknown) => log("warn", "page_views_flush_failed", { pending: counter.size, ...describeError(error) }));
  setInterval(() => void flush(), flushMs).unref();
  // On SIGTERM at once (should the drain outlast the grace time, what was counted so far is written),
  // and again once the requests in flight have been answered, before the database closes.
  onShutdown(() => flush(), "work");
  onShutdown(() => flush(), "connections");
  return {
    observe(request, response, url) {
      const view = countableView({ method: request.method, url, headers: request.headers, status: response.statusCode, complete: response.writableFinished }, mainHosts);
      if (view) counter.record(view);
    },
    flush,
  };
}
