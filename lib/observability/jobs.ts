/**
 * One run of a job, counted: `costa_job_runs_total{job, result}` and its duration. The job runner
 * (lib/jobs) counts every background job's runs; feed imports and the import's saved-search match
 * count themselves. A job names itself with a fixed word (never a value from a request).
 */
import { metrics } from "./metrics";

/**
 * Runs `work`, counts it as `ok` or `failed` (a throw, or a result `failed` says is one), and passes on
 * its result or error.
 */
export async function runJob<T>(job: string, work: () => Promise<T>, failed: (result: T) => boolean = () => false): Promise<T> {
  const { jobRuns, jobDuration } = metrics();
  const stopTimer = jobDuration.startTimer({ job });
  try {
    const result = await work();
    jobRuns.inc({ job, result: failed(result) ? "failed" : "ok" });
    return result;
  } catch (error) {
    jobRuns.inc({ job, result: "failed" });
    throw error;
  } finally {
    stopTimer();
  }
}
