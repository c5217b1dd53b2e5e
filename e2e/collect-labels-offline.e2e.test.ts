import { describe, expect, it } from "vitest";
import { collectPageErrors, VIEWPORTS, whenHydrated } from "./browser.ts";
import { collectorSite } from "./collect-fixture.ts";
import { serverUnderTest } from "./server.ts";

// Issue 35, labels without signal (docs/decisions/2026-11-28-collect-offline.md): labels typed on
// a phone with no signal wait on it, one tap per tube (two tubes of one person are two taps), the
// count survives a reload, and when the signal returns each is linked once and the lab's
// /admin/samples shows them; a label already on another tube comes back refused in words at its
// tube with its number kept; a label undone before it left the phone never reaches the server.
// Labels go on the tubes of the day's visits: the site is the file's own, on a clock set to a
// time of day (collect-fixture.ts), so a visit of today is there whatever the hour.

const SCREENSHOTS = process.env.COLLECT_SCREENSHOTS;

/** One of a family visit's two people: a gold and a lavender tube each. */
const person = (patientName: string, age: number) => ({
  patientName,
  age,
  gender: "female" as const,
  tests: ["cbc", "lipid-profile"],
});

describe.skipIf(!serverUnderTest().baseUrl)("labels on the collector's phone without signal", () => {
  const site = collectorSite();

  it("queues labels per tube offline, links each once when the signal returns, refuses one in use in words, and an undone one is never sent", async () => {
    const { baseUrl, desk: owner } = site;
    const {
      phone,
      visits: [visit],
    } = await site.collectorWithVisits({
      name: "Ravi Labels",
      visits: [{ people: [person("Kiran Offline", 41), person("Usha Offline", 66)], address: "E-4, Sector 19" }],
    });
    const page = await phone.newPage();
    const errors = collectPageErrors(page);
    const sent: string[] = [];
    // The labels that reached the server (tries without signal fail, and are not among them).
    page.on("response", (response) => {
      const request = response.request();
      if (request.method() === "POST" && request.url().includes("/labels")) sent.push(request.postData() ?? "");
    });
    await page.goto(`${baseUrl}/collect`);
    await whenHydrated(page);
    await expect.poll(() => page.evaluate(async () => Boolean(await caches.match("/collect")))).toBe(true);
    const card = page.locator(`article[data-booking="${visit.reference}"]`);
    const tube = (person: string, kind: string) =>
      card.getByRole("listitem").filter({ hasText: person }).locator(`[data-tube="${kind}-1"]`);
    const typeLabel = async (person: string, kind: string, label: string) => {
      await tube(person, kind).getByLabel("Type the label number").fill(label);
      await tube(person, kind).getByRole("button", { name: "Save label" }).tap();
    };
    const waitingLine = page.locator("[data-waiting-taps]");

    await phone.setOffline(true);
    await page.reload();
    await whenHydrated(page);
    await tube("Kiran Offline", "serum-gold").waitFor();

    // Two tubes of one person, one of the other: three taps.
    await typeLabel("Kiran Offline", "edta-lavender", "LF24013601");
    await tube("Kiran Offline", "edta-lavender").getByText("Labelled LF24013601, waiting to be sent").waitFor();
    await typeLabel("Kiran Offline", "serum-gold", "LF24013602");
    await typeLabel("Usha Offline", "edta-lavender", "LF24013603");
    await expect.poll(() => waitingLine.innerText()).toBe("3 taps waiting to be sent");
    // A mistyped label undone before it left the phone: out of the queue.
    await typeLabel("Usha Offline", "serum-gold", "LF24013699");
    await expect.poll(() => waitingLine.innerText()).toBe("4 taps waiting to be sent");
    await tube("Usha Offline", "serum-gold").getByRole("button", { name: "Undo label LF24013699" }).tap();
    await expect.poll(() => waitingLine.innerText()).toBe("3 taps waiting to be sent");
    // Then a label already on Kiran's lavender tube, put on Usha's gold one by mistake.
    await typeLabel("Usha Offline", "serum-gold", "LF24013601");
    await expect.poll(() => waitingLine.innerText()).toBe("4 taps waiting to be sent");

    // A reload without signal: the queue is on the phone, and says so.
    await page.reload();
    await whenHydrated(page);
    await expect.poll(() => waitingLine.innerText()).toBe("4 taps waiting to be sent");
    await tube("Usha Offline", "edta-lavender").getByText("Labelled LF24013603, waiting to be sent").waitFor();
    expect(sent).toEqual([]);
    if (SCREENSHOTS) {
      await page.screenshot({ path: `${SCREENSHOTS}/labels-offline-waiting-phone.png` });
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.screenshot({ path: `${SCREENSHOTS}/labels-offline-waiting-desktop.png` });
      await page.setViewportSize(VIEWPORTS.phone);
    }

    // The signal returns: each goes once, the one in use comes back refused at its tube.
    await phone.setOffline(false);
    await expect.poll(() => waitingLine.count(), { timeout: 60_000 }).toBe(0);
    const refusedTube = tube("Usha Offline", "serum-gold");
    await refusedTube
      .getByRole("alert")
      .getByText("This label is already on another tube of this visit (person 1)")
      .waitFor();
    expect(await refusedTube.getByLabel("Type the label number").inputValue()).toBe("LF24013601");
    await tube("Kiran Offline", "edta-lavender").getByText("Label LF24013601", { exact: true }).waitFor();
    await tube("Kiran Offline", "serum-gold").getByText("Label LF24013602", { exact: true }).waitFor();
    await tube("Usha Offline", "edta-lavender").getByText("Label LF24013603", { exact: true }).waitFor();
    if (SCREENSHOTS) {
      await refusedTube.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOTS}/labels-refused-phone.png` });
    }
    expect(sent.some((body) => body.includes("LF24013699"))).toBe(false);
    expect(sent.filter((body) => body.includes("LF24013602"))).toHaveLength(1);

    // The lab's day shows each label on its tube, once.
    const detail = await owner.call<{
      slots: {
        visits: { bookingId: string; people: { name: string; arrivals: { kind: string; label: string | null }[] }[] }[];
      }[];
    }>("GET", `/api/admin/samples?date=${visit.date}`);
    const people = detail.slots.flatMap((s) => s.visits).find((v) => v.bookingId === visit.id)!.people;
    expect(people.map((p) => [p.name, p.arrivals.map((a) => `${a.kind}:${a.label}`)])).toEqual([
      ["Kiran Offline", ["serum-gold:LF24013602", "edta-lavender:LF24013601"]],
      ["Usha Offline", ["serum-gold:null", "edta-lavender:LF24013603"]],
    ]);
    // Without signal the browser logs each fetch that failed; besides those, only the refused label's answer.
    const offlineNoise =
      /^(Failed to load resource: net::ERR_INTERNET_DISCONNECTED|Failed to fetch manifest patches TypeError: Failed to fetch)/;
    expect(errors.filter((error) => !offlineNoise.test(error))).toEqual([
      "Failed to load resource: the server responded with a status of 409 (Conflict)",
    ]);
  }, 300_000);
});
