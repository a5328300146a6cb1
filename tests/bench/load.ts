/**
 * Load for the benchmarks: autocannon runs with an exact p95/p99, and the machine's ceiling for a
 * page, a plain Node http server answering the same bytes in the same run.
 */
import autocannon from "autocannon";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface LoadResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function load(options: autocannon.Options & { connections: number; duration: number }): Promise<LoadResult> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    // autocannon reports p50/p97.5 only: keep every response time for exact percentiles.
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const at = (p: number) => Math.round(percentile(times, p) * 10) / 10;
  return { rps: result.requests.average, p50: at(50), p95: at(95), p99: at(99), errors: result.errors, non2xx: result.non2xx };
}

/** The same bytes from a plain Node http server, under the same load: this machine's limit for them. */
export async function ceiling(body: Buffer, contentType: string, connections: number, duration: number): Promise<LoadResult> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": contentType, "content-length": body.length });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const result = await load({ url: `http://127.0.0.1:${port}/`, connections, duration });
  await new Promise((resolve) => server.close(resolve));
  return result;
}
