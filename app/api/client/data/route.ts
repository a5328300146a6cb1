import { clientDataCall } from "@/lib/accounts/api-calls";
import { withApi } from "@/lib/api/handler";
import { clientDataExport } from "@/lib/privacy/client-data";

export const dynamic = "force-dynamic";

/** The client's own data as a JSON file. */
export const GET = withApi(clientDataCall, async ({ principal }) => {
  const data = await clientDataExport(principal.clientId);
  return new Response(JSON.stringify(data, null, 2), {
    headers: { "Content-Type": "application/json; charset=utf-8", "Content-Disposition": 'attachment; filename="mijn-gegevens.json"', "Cache-Control": "private, no-store" },
  });
});
