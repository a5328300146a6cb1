/**
 * One run of a job, counted: `costa_job_runs_total{job, result}` and its duration. The mail outbox,
 * the lead retention sweep and feed imports call it; a new job names itself with a fixed word.
 */
import { metrics } from "./metrics";

export type JobName = "mail_outbox" | "lead_retention" | "feed_import" | "saved_search_alerts";

/**
 * Runs `work`, counts it as `ok` or `failed` (a throw, or a result `failed` says is one), and passes on
 * its result or error.
 */
export async function runJob<T>(job: JobName, work: () => Promise<T>, failed: (result: T) => boolean = () => false): Promise<T> {
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
