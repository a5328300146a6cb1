/**
 * HTTP requests sent from a chosen loopback address (127.x.y.z; Linux routes the whole 127/8 to lo):
 * nginx sees each simulated visitor come from an address of its own and passes it on in
 * X-Forwarded-For, as it would for visitors on the internet.
 */
import { request } from "node:http";

export interface LoopbackResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: string; from: string; timeoutMs?: number }): Promise<LoopbackResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: options.method ?? "GET", headers: options.headers, localAddress: options.from, agent: false, timeout: options.timeoutMs ?? 15_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }));
      response.on("error", reject);
    });
    outgoing.on("timeout", () => outgoing.destroy(new Error("timed out")));
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}
