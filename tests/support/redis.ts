/** The Redis the tests use, and whether it answers (Redis-backed tests skip themselves without one). */
import { Socket } from "node:net";

export const TEST_REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

/** True when something accepts a TCP connection at the URL's host and port within a second. */
export async function redisAnswers(url = TEST_REDIS_URL): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(1_000);
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
    socket.connect(Number(port || 6379), hostname);
  });
}
