import { describe, expect, it } from "vitest";
import { KIND_LABELS, PART_OF_DAY_LABELS, STATUS_LABELS } from "@/lib/crm/labels";
import messages from "@/messages/nl.json";

describe("the CRM's Dutch labels", () => {
  it("that the server writes (CSV, mails) are the nl messages the pages show", () => {
    expect(KIND_LABELS).toEqual(messages.crm.kinds);
    expect(STATUS_LABELS).toEqual(messages.crm.statuses);
    expect(PART_OF_DAY_LABELS).toEqual(messages.crm.partsOfDay);
  });
});
