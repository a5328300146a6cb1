/**
 * FEEDS_ALLOW_LOOPBACK for code that reads the environment itself (the CRM's feed routes): the test
 * fixtures serve on 127.0.0.1, which feeds may only be fetched from with the switch on.
 */
const globals = globalThis as { __costaEnv?: unknown };

export function allowFeedsFromLoopback(allowed: boolean): void {
  process.env.FEEDS_ALLOW_LOOPBACK = allowed ? "true" : "false";
  // env() parses once per process: read it again.
  delete globals.__costaEnv;
}
