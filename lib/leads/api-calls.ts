/** `POST /api/requests` (DESIGN.md section 5): every request form of the site. */
import { z } from "zod";
import { defineCall } from "../api/call";
import { REQUESTS_PER_ADDRESS } from "./limits";
import { idempotencyKeySchema, leadRequestSchema } from "./schemas";

export const requestCall = defineCall({
  method: "post",
  path: "/api/requests",
  tag: "requests",
  summary: "Send a request form (contact, broker, price list, floor plan, brochure, viewing, question)",
  description:
    "Stored with its mails before the answer; the same `Idempotency-Key` (a UUID per filled-in form) answers the same lead again. " +
    "A logged-in client's price-list, floor-plan or brochure request gets the documents at once in `meta.documents`.",
  body: leadRequestSchema,
  headers: z.object({ "idempotency-key": idempotencyKeySchema.optional().meta({ description: "One per filled-in form; a retry sends it again" }) }),
  form: true,
  response: {
    status: 201,
    description: "Received",
    schema: z.object({
      data: z.object({ id: z.number().int() }),
      meta: z.object({ message: z.string().meta({ description: "`thanks_request`" }), documents: z.array(z.object({ title: z.string(), url: z.string() })) }),
    }),
  },
  errors: [409, 429],
  rateLimit: REQUESTS_PER_ADDRESS,
});
