/** Request forms per address: generous for a person, a wall for a script. */
import type { RateLimitRule } from "../api/call";

export const REQUESTS_PER_ADDRESS: RateLimitRule = { name: "requests-address", points: 20, durationSeconds: 10 * 60 };
