/** The app for the PostgreSQL end-to-end tests: a fresh database on the DATABASE_URL server, then `npm start` on it. */
import { spawn } from "node:child_process";
import { e2eDatabaseUrl, onServer } from "./database";

await onServer(`create database "${process.env.COSTA_E2E_DATABASE}"`);
const child = spawn("node_modules/.bin/tsx", ["scripts/start.mts"], { stdio: "inherit", env: { ...process.env, DATABASE_URL: e2eDatabaseUrl() } });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
