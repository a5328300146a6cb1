import { describe, expect, it } from "vitest";
import { createAdmission, type Ticket } from "@/lib/server/admission";

/** Admits a request of `client`, recording when it starts; returns its ticket. */
function request(admission: ReturnType<typeof createAdmission>, client: string, started: string[], name = client) {
  return admission.admit(client, () => started.push(name));
}
const ticket = (value: unknown) => {
  expect(typeof value).toBe("object");
  return value as Ticket;
};

describe("fair admission into Next", () => {
  it("lets in as many as it takes at once, then serves the line round robin between clients", () => {
    const admission = createAdmission({ inFlight: 2, perClient: 10, queue: 10 });
    const started: string[] = [];
    const flood = ["a1", "a2", "a3", "a4", "a5"].map((name) => ticket(request(admission, "flood", started, name)));
    const other = ticket(request(admission, "visitor", started, "v1"));
    expect(started).toEqual(["a1", "a2"]);
    expect(admission.load()).toEqual({ inFlight: 2, waiting: 4 });
    // The visitor came after three of the flood's waiting requests, and is next all the same.
    flood[0]!.leave();
    expect(started).toEqual(["a1", "a2", "v1"]);
    flood[1]!.leave();
    other.leave();
    expect(started).toEqual(["a1", "a2", "v1", "a3", "a4"]);
    expect(admission.load()).toEqual({ inFlight: 2, waiting: 1 });
  });

  it("refuses a client past its share (in Next and waiting together) while another is let in", () => {
    const admission = createAdmission({ inFlight: 1, perClient: 2, queue: 10 });
    const started: string[] = [];
    const first = ticket(request(admission, "flood", started));
    ticket(request(admission, "flood", started));
    expect(request(admission, "flood", started)).toBe("client");
    expect(typeof request(admission, "crawler", started)).toBe("object");
    first.leave();
    expect(typeof request(admission, "flood", started)).toBe("object");
  });

  it("refuses when the line is full, and forgets a request whose client left while waiting", () => {
    const admission = createAdmission({ inFlight: 1, perClient: 10, queue: 2 });
    const started: string[] = [];
    const running = ticket(request(admission, "a", started, "a1"));
    const gone = ticket(request(admission, "b", started, "b1"));
    ticket(request(admission, "c", started, "c1"));
    expect(request(admission, "d", started)).toBe("busy");
    gone.leave();
    gone.leave(); // twice: still one place
    expect(admission.load()).toEqual({ inFlight: 1, waiting: 1 });
    running.leave();
    expect(started).toEqual(["a1", "c1"]);
    expect(admission.load()).toEqual({ inFlight: 1, waiting: 0 });
  });
});
