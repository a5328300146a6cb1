import "server-only";
/**
 * A reply from the CRM to a buyer: the agent's own words in the site's mail layout (escaped HTML and
 * plain text), in the partner's name, with `Reply-To` the agent who wrote it so the answer reaches them.
 */
import type { Site } from "../../site/site";
import { isMailAddress } from "../address";
import type { RenderedMail } from "../content";
import { renderMail } from "../layout";

export interface ReplyMailInput {
  subject: string;
  /** Plain text; blank lines separate paragraphs, single line breaks are kept. */
  body: string;
  /** The agent's address: where the buyer's answer goes. */
  agentEmail: string;
}

export function replyMail(site: Site, reply: ReplyMailInput): RenderedMail {
  const paragraphs = reply.body
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const mail = renderMail({ site, subject: reply.subject, heading: reply.subject, paragraphs });
  return { ...mail, replyTo: isMailAddress(reply.agentEmail) ? reply.agentEmail : mail.replyTo };
}
