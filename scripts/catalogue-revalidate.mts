/**
 * `npm run catalogue:revalidate [-- --url http://host:port]`: after a change made behind the app's
 * back (a re-seed, a manual SQL fix), tells the running server to read every cached catalogue page and
 * search again. The caches live in the server process, so this asks it over HTTP with the operator
 * token (INTERNAL_API_TOKEN, or the token `npm start` left for this port). Exit 0 on success.
 */
import { readInternalToken } from "./lib/secrets";

const args = process.argv.slice(2);
const urlFlag = args.indexOf("--url");
const port = Number(process.env.PORT ?? 3000);
const origin = urlFlag >= 0 && args[urlFlag + 1] ? args[urlFlag + 1]!.replace(/\/$/, "") : `http://127.0.0.1:${port}`;
const token = readInternalToken(port);
if (!token) {
  console.error(`No operator token: set INTERNAL_API_TOKEN, or start the server with npm start on port ${port} first.`);
  process.exit(2);
}

try {
  const response = await fetch(`${origin}/api/catalogue/revalidate`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: "{}",
  });
  const body = (await response.json()) as { data?: { revalidated: string[] }; error?: { message: string } };
  if (!response.ok) {
    console.error(`${origin} answered ${response.status}: ${body.error?.message ?? "no message"}`);
    process.exit(1);
  }
  console.log(`revalidated on ${origin}: ${body.data?.revalidated.join(", ")}`);
} catch (error) {
  console.error(`${origin} does not answer (${error instanceof Error ? error.message : String(error)}). Is the server running?`);
  process.exit(1);
}
