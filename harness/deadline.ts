/**
 * A step's own time limit: `work` settles as it would, unless `ms` pass first; then the step fails
 * with a message naming it, instead of leaving its test to wait for jest's limit. Whatever the step
 * started goes on until its owner stops it (a browser closed, a server stopped in afterAll).
 */
export async function within<T>(ms: number, step: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${step}: not done within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
