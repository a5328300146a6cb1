// Stands in for `server-only` outside Next's react-server build (vitest, tsx scripts).
export {};
