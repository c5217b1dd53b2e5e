import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import type { Receipt } from "../../../domain/payment.ts";
import { receiptPdf } from "./receipt-pdf.ts";

const receipt = (change: Partial<Receipt> = {}): Receipt => ({
  lab: {
    name: "Sunrise Pathology",
    addresses: ["B-12, Sector 18, Noida"],
    phone: "+91 98100 00000",
    email: "care@sunrise.example",
  },
  reference: "LF-7Q2K9",
  visit: { date: "2026-12-01", window: "07:00–07:30" },
  issuedAt: "2026-12-01T04:00:00.000Z",
  people: [{ name: "Asha Rani", lines: [{ name: "Complete Blood Count (CBC)", pricePaise: 31900 }] }],
  feePaise: 10000,
  totalPaise: 41900,
  payments: [{ at: "2026-12-01T04:00:00.000Z", mode: "cash", amountPaise: 41900, reference: null, isRefund: false }],
  paidPaise: 41900,
  balancePaise: 0,
  isCancelled: false,
  ...change,
});

async function read(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(bytes);
  const { text } = await extractText(pdf, { mergePages: true });
  return { text, pages: pdf.numPages };
}

describe("the receipt PDF", () => {
  it("lists several people, each with their lines, under one fee and total (a family visit)", async () => {
    const { text } = await read(
      await receiptPdf(
        receipt({
          people: [
            { name: "Asha Rani", lines: [{ name: "Thyroid Profile", pricePaise: 39900 }] },
            {
              name: "Ram Lal",
              lines: [
                { name: "HbA1c", pricePaise: 44900 },
                { name: "Lipid Profile", pricePaise: 39900 },
              ],
            },
          ],
          feePaise: 0,
          totalPaise: 124700,
          payments: [],
          paidPaise: 0,
          balancePaise: 124700,
        }),
      ),
    );
    expect(text).toMatch(
      /Asha Rani\s+Thyroid Profile Rs\. 399\.00\s+Ram Lal\s+HbA1c Rs\. 449\.00\s+Lipid Profile Rs\. 399\.00/,
    );
    expect(text).toContain("Home collection fee Free");
    expect(text).toContain("Total Rs. 1,247.00");
    expect(text).toContain("No payment received yet.");
    expect(text).toContain("Balance due Rs. 1,247.00");
  });

  it("still makes a receipt for a name its font cannot draw (Devanagari until a Unicode font is embedded), and runs onto more pages", async () => {
    const lines = Array.from({ length: 70 }, (_, i) => ({
      name: `Test number ${i + 1} ${"with a long name ".repeat(6)}`,
      pricePaise: 100 * (i + 1),
    }));
    const { text, pages } = await read(
      await receiptPdf(receipt({ people: [{ name: "सुनीता देवी", lines }], isCancelled: true })),
    );
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain("?");
    expect(text).toContain("Test number 70");
    expect(text).toContain("Booking cancelled");
    expect(text).toContain("Balance Paid in full");
  });

  it("says what is to be refunded when more was paid than is due", async () => {
    const { text } = await read(await receiptPdf(receipt({ paidPaise: 51900, balancePaise: -10000 })));
    expect(text).toContain("To be refunded Rs. 100.00");
  });
});
