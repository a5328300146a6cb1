/**
 * nginx for the e2e-multi cluster, unprivileged and out of a temporary directory: the site is
 * deploy/nginx/costa.conf.template rendered with the test ports, inside a main configuration whose pid
 * file, logs and temporary files all stay in that directory, with the brotli step of docs/deploy.md done
 * (Debian's brotli module loaded, deploy/nginx/brotli.conf included; .ci/run installs the module). One
 * test-only addition: each answer names the instance that served it (X-Costa-Upstream), so the tests
 * can see nginx spread the load.
 */
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const TEMPLATE = path.join(import.meta.dirname, "../../deploy/nginx/costa.conf.template");
const BROTLI = path.join(import.meta.dirname, "../../deploy/nginx/brotli.conf");
// Debian's modules-enabled/ names it relative to nginx's prefix, which here is the temporary directory.
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so";

/** The template with its placeholders filled in (what `envsubst` does in docs/deploy.md). */
function renderSite(values: { listen: string; serverNames: string; upstreamServers: string[] }): string {
  const filled: Record<string, string> = {
    COSTA_LISTEN: values.listen,
    COSTA_SERVER_NAMES: values.serverNames,
    COSTA_UPSTREAM_SERVERS: values.upstreamServers.map((server) => `server ${server} max_fails=1 fail_timeout=5s;`).join(" "),
  };
  return readFileSync(TEMPLATE, "utf8").replace(/\$\{(COSTA_[A-Z_]+)\}/g, (match, name: string) => filled[name] ?? match);
}

function mainConfig(dir: string, site: string): string {
  const temp = (name: string) => path.join(dir, name);
  return `worker_processes 1;
load_module ${BROTLI_MODULE};
pid ${temp("nginx.pid")};
error_log ${temp("error.log")} warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${temp("access.log")};
  client_body_temp_path ${temp("client_body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  add_header X-Costa-Upstream $upstream_addr always;
${site}
}
`;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.connect(port, "127.0.0.1");
  });
}

export interface RunningNginx {
  dir: string;
  stop(): Promise<void>;
}

export async function startNginx(listenPort: number, appPorts: number[]): Promise<RunningNginx> {
  const dir = mkdtempSync(path.join(tmpdir(), "costa-nginx-"));
  // Run as root (as in CI containers), nginx's workers drop to `nobody`: let them use the temp paths.
  chmodSync(dir, 0o755);
  for (const name of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    mkdirSync(path.join(dir, name));
    chmodSync(path.join(dir, name), 0o777);
  }
  const site = renderSite({ listen: `127.0.0.1:${listenPort}`, serverNames: "localhost 127.0.0.1", upstreamServers: appPorts.map((port) => `127.0.0.1:${port}`) }).replace(
    "# include /etc/nginx/snippets/costa-brotli.conf;",
    `include ${BROTLI};`,
  );
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(conf, mainConfig(dir, site));
  const args = ["-p", dir, "-e", path.join(dir, "error.log"), "-c", conf];
  execFileSync("nginx", [...args, "-t", "-q"], { stdio: "inherit" });
  // In the foreground, so the child is nginx's master itself and stops with it.
  const master = spawn("nginx", [...args, "-g", "daemon off;"], { stdio: "inherit" });
  const exited = new Promise<void>((resolve) => master.once("exit", () => resolve()));
  const deadline = Date.now() + 15_000;
  while (!(await accepts(listenPort))) {
    if (master.exitCode !== null || Date.now() > deadline) throw new Error(`nginx does not listen on port ${listenPort}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    dir,
    async stop() {
      if (master.exitCode === null) master.kill("SIGQUIT");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
