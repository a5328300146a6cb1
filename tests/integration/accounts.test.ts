/** Client accounts through their API: registration, Bearer tokens, sessions, favorites, profile and gated documents. */
import { describe, expect, it } from "vitest";
import { GET as download } from "@/app/api/project/files/[id]/download/route";
import { GET as client } from "@/app/api/client/route";
import { POST as login } from "@/app/api/client-login/route";
import { POST as logout } from "@/app/api/client-logout/route";
import { POST as register } from "@/app/api/client-register/route";
import { GET as favorites } from "@/app/api/favorites/route";
import { POST as merge } from "@/app/api/favorites/merge/route";
import { POST as toggle } from "@/app/api/favoritesubmit/route";
import { POST as profile } from "@/app/api/profilesubmit/route";
import { POST as confidential } from "@/app/api/project/confidential/route";
import { POST as files } from "@/app/api/project/files/route";
import { endSessions } from "@/lib/accounts/clients";
import { renewedSessionCookie } from "@/lib/auth/session";
import { seededTestDatabase } from "./helpers/database";

seededTestDatabase();

type Route = (request: Request) => Promise<Response>;
let address = 0;

async function call(route: Route, body: unknown, headers: Record<string, string> = {}) {
  address++;
  const request = new Request("http://localhost/api/x", {
    method: body === undefined ? "GET" : "POST",
    headers: { "x-costa-client-ip": `192.0.2.${address % 250}`, ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const response = await route(request);
  // The answers' shapes are checked by the fuzz test against the OpenAPI schemas; here fields are read freely.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, any> };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function registerAndLogin(email: string, password = "Zeezicht-Terras-2026") {
  const created = await call(register, { first_name: "Anna", last_name: "Smit", email, password, repeat_password: password, terms: true, partner: "demo" });
  expect(created.status).toBe(201);
  const session = await call(login, { email, password });
  expect(session.status).toBe(200);
  return { id: session.body.data.user.id as number, token: session.body.meta.token as string, password };
}

describe("registration", () => {
  it("creates an account that logs in with its e-mail in any case; the answer carries no user (tests/integration/account-enumeration.test.ts)", async () => {
    const body = { first_name: "Piet", last_name: "Bakker", email: "Piet@Example.nl", phone: "+31 6 1234 5678", password: "Zonnige-Costa-2027", repeat_password: "Zonnige-Costa-2027", terms: true };
    const created = await call(register, body);
    expect(created.status).toBe(201);
    expect(created.body.data.message).toMatch(/^Bedankt, U kunt nu inloggen met uw e-mailadres en nieuw wachtwoord\. /);
    // Registering does not log in: no session cookie, no token.
    expect(created.headers.get("set-cookie")).toBeNull();
    const session = await call(login, { email: "PIET@example.NL", password: "Zonnige-Costa-2027" });
    expect(session.status).toBe(200);
    expect(session.body.data.user).toMatchObject({ email: "piet@example.nl", first_name: "Piet", scope: "client" });
  });

  it("answers 422 with Dutch messages at the fields", async () => {
    const base = { first_name: "A", last_name: "B", email: "a@b.nl", terms: true };
    const check = async (body: object, field: string, text: RegExp) => {
      const answer = await call(register, { ...base, ...body });
      expect(answer.status).toBe(422);
      expect(answer.body.error.fields[field]?.join(" ")).toMatch(text);
    };
    await check({ password: "kort", repeat_password: "kort" }, "password", /Minstens 10 tekens/);
    await check({ password: "1234567890", repeat_password: "1234567890" }, "password", /te bekend/);
    await check({ password: "QWERTYUIOP", repeat_password: "QWERTYUIOP" }, "password", /te bekend/);
    await check({ password: "Zonnige-Costa-2027", repeat_password: "Zonnige-Costa-2028" }, "repeat_password", /niet gelijk/);
    await check({ password: "Zonnige-Costa-2027", repeat_password: "Zonnige-Costa-2027", terms: false }, "terms", /voorwaarden/);
    await check({ password: "Zonnige-Costa-2027", repeat_password: "Zonnige-Costa-2027", email: "geen-adres" }, "email", /e-mailadres/);
  });
});

describe("Bearer tokens", () => {
  it("log in, read the user, and are refused after logout", async () => {
    const { token } = await registerAndLogin("token@example.nl");
    const me = await call(client, undefined, bearer(token));
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email: "token@example.nl", scope: "client" });
    expect((await call(logout, {}, bearer(token))).status).toBe(200);
    // A copy of the token is worth nothing now.
    expect((await call(client, undefined, bearer(token))).status).toBe(401);
    expect((await call(client, undefined)).status).toBe(401);
  });

  it("log out whatever the body and its content type (a 415 would leave the token valid)", async () => {
    for (const [type, body] of [["text/plain", "bye"], ["application/x-www-form-urlencoded", "a=b"], ["", ""], ["application/json", "{not json"]] as const) {
      const { token } = await registerAndLogin(`logout-${type.replace(/\W/g, "") || "none"}@example.nl`);
      const response = await logout(new Request("http://localhost/api/client-logout", { method: "POST", headers: { ...bearer(token), ...(type ? { "content-type": type } : {}) }, body }));
      expect(response.status, type).toBe(200);
      expect((await call(client, undefined, bearer(token))).status, type).toBe(401);
    }
  });

  it("refuses a wrong password with the spec's message", async () => {
    await registerAndLogin("wrong@example.nl");
    const wrong = await call(login, { email: "wrong@example.nl", password: "niet-het-wachtwoord" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.message).toBe("Controleer uw inloggegevens");
  });

  it("limit one address to 30 log-in attempts a minute, with Retry-After", async () => {
    const headers = { "x-costa-client-ip": "198.51.100.77" };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 35; attempt++) statuses.push((await call(login, { email: `someone${attempt}@example.nl`, password: "x".repeat(12) }, headers)).status);
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    const refused = await call(login, { email: "someone@example.nl", password: "x".repeat(12) }, headers);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.body.error.message).toMatch(/Te veel pogingen/);
  });
});

describe("session cookies", () => {
  it("are refused once the client's sessions end (a copied cookie after logout)", async () => {
    const { id } = await registerAndLogin("cookie@example.nl");
    const cookie = (await renewedSessionCookie(id, 0)).split(";")[0]!;
    expect((await call(client, undefined, { cookie })).status).toBe(200);
    await endSessions(id);
    expect((await call(client, undefined, { cookie })).status).toBe(401);
  });

  it("refuse a cookie-authenticated write from another origin (403), and allow it from the site itself", async () => {
    const { id } = await registerAndLogin("origin@example.nl");
    const cookie = (await renewedSessionCookie(id, 0)).split(";")[0]!;
    const foreign = await call(toggle, { project_id: 3 }, { cookie, host: "localhost", origin: "http://evil.example" });
    expect(foreign.status).toBe(403);
    const own = await call(toggle, { project_id: 3 }, { cookie, host: "localhost", origin: "http://localhost" });
    expect(own.status).toBe(200);
  });
});

describe("favorites on the server", () => {
  it("toggle, list with cards on the calling site, and merge a guest's list once", async () => {
    const { token } = await registerAndLogin("fav@example.nl");
    const on = await call(toggle, { project_id: 5, partner: "zuidkust" }, bearer(token));
    expect(on.body.data).toEqual({ favorite: true, favorites: [5] });
    const off = await call(toggle, { project_id: 5 }, bearer(token));
    expect(off.body.data).toEqual({ favorite: false, favorites: [] });
    expect((await call(toggle, { project_id: 99_999 }, bearer(token))).status).toBe(404);

    const merged = await call(merge, { ids: [1, 2, 1, 99_999] }, bearer(token));
    expect([...merged.body.data.favorites].sort()).toEqual([1, 2]);
    const list = await call(favorites, undefined, { ...bearer(token), host: "partner-a.test" });
    expect(list.body.data.ids.sort()).toEqual([1, 2]);
    expect(list.body.data.cards.map((card: { url: string }) => card.url).every((url: string) => url.startsWith("/for-sale/"))).toBe(true);
    // On the main host, `?partner=` picks the site the cards link to (the favorites page under /{partner}).
    const onPartner = await favorites(new Request("http://localhost/api/favorites?partner=zuidkust", { headers: { ...bearer(token), "x-costa-client-ip": "192.0.2.251" } }));
    const cards = ((await onPartner.json()) as { data: { cards: { url: string }[] } }).data.cards;
    expect(cards.length).toBe(2);
    expect(cards.every((card) => card.url.startsWith("/zuidkust/for-sale/"))).toBe(true);
    expect((await call(toggle, { project_id: 5 })).status).toBe(401);
  });
});

describe("profile", () => {
  it("saves the fields; a password change needs the current password and ends other tokens", async () => {
    const { token, password } = await registerAndLogin("profile@example.nl");
    const second = (await call(login, { email: "profile@example.nl", password })).body.meta.token as string;
    const saved = await call(profile, { first_name: "Anna", last_name: "de Smit", zip_code: "1012 AB", address: "Amsterdam" }, bearer(token));
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ last_name: "de Smit", zip_code: "1012 AB", address: "Amsterdam" });

    const wrong = await call(profile, { first_name: "Anna", last_name: "de Smit", current_password: "fout-fout-fout", new_password: "Nieuw-Zeezicht-2030", repeat_password: "Nieuw-Zeezicht-2030" }, bearer(token));
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.fields.current_password).toBeDefined();

    const changed = await call(profile, { first_name: "Anna", last_name: "de Smit", current_password: password, new_password: "Nieuw-Zeezicht-2030", repeat_password: "Nieuw-Zeezicht-2030" }, bearer(token));
    expect(changed.status).toBe(200);
    expect((await call(client, undefined, bearer(token))).status).toBe(200);
    expect((await call(client, undefined, bearer(second))).status).toBe(401);
    expect((await call(login, { email: "profile@example.nl", password: "Nieuw-Zeezicht-2030" })).status).toBe(200);
  });
});

describe("gated documents", () => {
  it("a confidential file downloads for a client only, never cached by others, and lists a download URL only for a client", async () => {
    const { token } = await registerAndLogin("docs@example.nl");
    const listed = (await call(files, { project_id: 7 }, bearer(token))).body.data as { id: number; confidential: boolean; download_url: string | null }[];
    const secret = listed.find((file) => file.confidential)!;
    expect(secret.download_url).toBe(`/api/project/files/${secret.id}/download`);
    const guestList = (await call(files, { project_id: 7 })).body.data as { id: number; download_url: string | null }[];
    expect(guestList.find((file) => file.id === secret.id)!.download_url).toBeNull();

    const get = (headers: Record<string, string>) => download(new Request(`http://localhost${secret.download_url}`, { headers }), { params: Promise.resolve({ id: String(secret.id) }) });
    const guest = await get({});
    expect(guest.status).toBe(401);
    expect(guest.headers.get("content-type")).toContain("application/json");
    const allowed = await get(bearer(token));
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("cache-control")).toBe("private, no-store");
    expect(allowed.headers.get("content-disposition")).toMatch(/^attachment; filename="[A-Za-z0-9._-]+"/);
    expect((await allowed.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  it("confidential information is for clients only", async () => {
    const { token } = await registerAndLogin("info@example.nl");
    expect((await call(confidential, { project_id: 7 })).status).toBe(401);
    const info = await call(confidential, { project_id: 7 }, bearer(token));
    expect(info.status).toBe(200);
    expect(info.body.data.info).toMatch(/Betalingsschema/);
  });
});
