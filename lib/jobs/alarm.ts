/**
 * One timer that only ever moves earlier: `at(delay)` fires `fire` after `delay` ms unless it is
 * already set to fire sooner. The job runner wakes through it, so a look that ends and plans its next
 * one in 30 s cannot push back a trigger's wake-up that came in while it ran.
 */
export interface Alarm {
  at(delayMs: number): void;
  clear(): void;
}

export function createAlarm(fire: () => void): Alarm {
  let timer: NodeJS.Timeout | undefined;
  let dueAt = Infinity;
  return {
    at(delayMs) {
      const when = Date.now() + delayMs;
      if (timer && dueAt <= when) return;
      clearTimeout(timer);
      dueAt = when;
      timer = setTimeout(() => {
        timer = undefined;
        dueAt = Infinity;
        fire();
      }, delayMs);
      timer.unref(); // never what keeps a process alive
    },
    clear() {
      clearTimeout(timer);
      timer = undefined;
      dueAt = Infinity;
    },
  };
}
