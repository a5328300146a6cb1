/** What `work` throws (it must throw: a test that expected a failure fails when none comes). */
export async function thrownBy(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error("nothing was thrown");
}
