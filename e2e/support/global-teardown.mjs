export default async function globalTeardown() {
  const site = globalThis.__site;
  if (site?.pid) {
    try {
      process.kill(-site.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  await new Promise((resolve) => (globalThis.__outbox ? globalThis.__outbox.close(resolve) : resolve()));
}
