import { describe, expect, it } from "vitest";
import { CLIENT_MESSAGES, PAGE_MESSAGES, pickMessages } from "@/lib/i18n/client-messages";
import { KIND_LABELS, PART_OF_DAY_LABELS, STATUS_LABELS } from "@/lib/crm/labels";
import { TASK_LABELS } from "@/lib/crm/tasks/labels";
import messages from "@/messages/nl.json";

describe("the CRM's Dutch labels", () => {
  it("that the server writes (CSV, mails) are the nl messages the pages show", () => {
    expect(KIND_LABELS).toEqual(messages.crm.kinds);
    expect(STATUS_LABELS).toEqual(messages.crm.statuses);
    expect(PART_OF_DAY_LABELS).toEqual(messages.crm.partsOfDay);
    expect(TASK_LABELS).toEqual(messages.crm.tasks.kinds);
  });
});

describe("the CRM's messages in the browser", () => {
  it("go with the CRM's pages only, not with every page", () => {
    expect(Object.keys(pickMessages(messages, CLIENT_MESSAGES))).not.toContain("crm");
    expect(PAGE_MESSAGES.crm).toContain("crm");
  });
});
