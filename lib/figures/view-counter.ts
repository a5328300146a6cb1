/**
 * Project page views counted in memory and written to the database now and then (lib/figures/views.ts):
 * a view costs a map update, never a query. Each instance adds its own increments (an additive upsert),
 * so several instances never count a view twice. What a flush could not write stays for the next one.
 * At most the views of one flush interval are lost, and only when the process dies without its
 * graceful stop (a crash, SIGKILL); the graceful stop flushes last (docs/figures.md).
 */
import type { ProjectView, SiteKey } from "./view-rule";
import { weekStart } from "./week";

export interface ViewIncrement {
  site: SiteKey;
  projectId: number;
  /** The Monday of the view's ISO week. */
  week: string;
  views: number;
}

export type ViewSink = (increments: ViewIncrement[]) => Promise<void>;

/** Beyond this many distinct keys a failing database stops growing the buffer (new keys are dropped). */
const MAX_KEYS = 50_000;

export class ViewCounter {
  private pending = new Map<string, ViewIncrement>();
  private flushing: Promise<void> | null = null;
  /** Views dropped because the buffer was full (the database had been away for long). */
  dropped = 0;

  constructor(private readonly sink: ViewSink) {}

  record(view: ProjectView, at = new Date()): void {
    this.add({ ...view, week: weekStart(at), views: 1 });
  }

  private add(increment: ViewIncrement): void {
    const key = `${increment.site}|${increment.projectId}|${increment.week}`;
    const current = this.pending.get(key);
    if (current) current.views += increment.views;
    else if (this.pending.size < MAX_KEYS) this.pending.set(key, { ...increment });
    else this.dropped += increment.views;
  }

  /** The views not yet written. */
  get size(): number {
    let total = 0;
    for (const increment of this.pending.values()) total += increment.views;
    return total;
  }

  /** Writes what has been counted; one flush at a time (a second call waits for the running one, then writes what came since). */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.pending.size === 0) return;
    // Views counted while writing go into a fresh map.
    const batch = [...this.pending.values()];
    this.pending = new Map();
    this.flushing = this.sink(batch).catch((error: unknown) => {
      for (const increment of batch) this.add(increment);
      throw error;
    });
    try {
      await this.flushing;
    } finally {
      this.flushing = null;
    }
  }
}
