/** Dutch names of task kinds for what the server writes itself (mails), equal to the `crm.tasks.kinds` messages. Client-safe. */
import type { TaskKind } from "../assign/kinds";

export const TASK_LABELS: Record<TaskKind, string> = {
  call_back: "Terugbellen",
  send_price_list: "Prijslijst sturen",
  after_viewing: "Opvolgen na bezichtiging",
  other: "Overig",
};
