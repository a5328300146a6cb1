import http from "node:http";
import { expect, test, type Response } from "@playwright/test";

/**
 * Keeps the server's bound on search renders (EXPENSIVE_WORK_LIMIT and its queue) full: lanes asking
 * for filter sets nobody asked for before, each asking again as soon as it has an answer, as a
 * careless crawler would. Runs as a project of its own after the others (playwright.config.ts).
 */
function flood(baseURL: string, lanes: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: lanes });
  let running = true;
  let next = 0;
  const ask = () =>
    new Promise<void>((resolve) => {
      const request = http.get(`${baseURL}/demo/search?pricefrom=${30_000 + next++}`, { agent }, (response) => {
        response.resume();
        response.on("end", resolve);
      });
      request.on("error", () => resolve());
    });
  const lanesDone = Promise.all(
    Array.from({ length: lanes }, async () => {
      while (running) await ask();
    }),
  );
  return {
    stop: async () => {
      running = false;
      await lanesDone;
      agent.destroy();
    },
  };
}

test.describe("a search while the server refuses renders (issue 33)", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a visitor gets a readable retry page that keeps the filters and tries again by itself", async ({ page, baseURL }) => {
    const crowd = flood(baseURL!, 16);
    let asked = 0;
    let answer: Response | null = null;
    try {
      // Each try is a filter set nobody asked for, so it needs a render; one of the first few finds every slot taken.
      await expect
        .poll(
          async () => {
            answer = await page.goto(`/demo/search?bedrooms=2&pricefrom=${10_000 + asked++}`);
            return answer?.status();
          },
          { timeout: 60_000, intervals: [0] },
        )
        .toBe(503);
      expect(answer!.headers()["retry-after"]).toBe("2");
      // The answer as sent: the page in the browser reloads itself after Retry-After.
      const html = await answer!.text();
      const path = `/demo/search?bedrooms=2&#38;pricefrom=${10_000 + asked - 1}`;
      expect(html).toContain("Het is op dit moment erg druk op de site. Probeer het over een paar seconden opnieuw.");
      expect(html).toContain(`<a href="${path}" style="margin-right:1rem">Opnieuw proberen</a>`);
      expect(html).toContain(`<meta http-equiv="refresh" content="2;url=${path}">`);
    } finally {
      await crowd.stop();
    }
    // Once the crowd has gone, the page's own refresh brings the results, filters kept.
    await expect(page.getByTestId("result-count")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("result-count")).toHaveText(/projecten gevonden/);
    expect(page.url()).toMatch(/\/demo\/search\?bedrooms=2&pricefrom=\d+$/);
  });
});
