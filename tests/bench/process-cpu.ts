/**
 * CPU time a server process spends, read from Linux's /proc: the process that listens on a port, and
 * its user + system time in milliseconds (all its threads). CPU per request hardly depends on what
 * else the machine is doing, unlike requests per second.
 */
import { readdirSync, readFileSync, readlinkSync } from "node:fs";

const TICK_MS = 10; // USER_HZ is 100 on Linux

function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text = "";
    try {
      text = readFileSync(table, "utf8");
    } catch {
      continue;
    }
    for (const line of text.trim().split("\n").slice(1)) {
      const columns = line.trim().split(/\s+/);
      // local address "IP:PORT", state 0A = LISTEN, inode in column 9
      if (columns[1]?.endsWith(`:${hexPort}`) && columns[3] === "0A") inodes.add(columns[9]!);
    }
  }
  return inodes;
}

/** The pid of the process listening on `port`. */
export function listeningPid(port: number): number {
  const inodes = listeningInodes(port);
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const target = readlinkSync(`/proc/${entry}/fd/${fd}`);
        if (target.startsWith("socket:[") && inodes.has(target.slice(8, -1))) return Number(entry);
      } catch {
        // closed meanwhile
      }
    }
  }
  throw new Error(`no process listens on port ${port}`);
}

/** User + system CPU time of a process so far, in ms. */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}
