import { describe, expect, it } from "vitest";
import "@/lib/i18n/standalone"; // the schemas' Dutch messages, as the API and the forms have them
import { calculate } from "@/lib/calculator/calculate";
import { costAmount, defaultCostRules } from "@/lib/calculator/costs";
import { calculatorDefaults } from "@/lib/calculator/defaults";
import { monthlyPayment, totalInterest } from "@/lib/calculator/mortgage";
import { AJD_RATES, PROVINCE_REGIONS, TAX_REGIONS, taxRegionOf } from "@/lib/calculator/regions";
import { calculatorSchema, parseAmount, parseRate } from "@/lib/calculator/schema";
import { REGIONS } from "@/lib/db/seed/geo-data";

const cents = (value: number) => Math.round(value * 100) / 100;

describe("annuity monthly payment", () => {
  it("300.000 at 4 % over 25 years is € 1.583,51", () => {
    // r = 0,04 / 12 = 0,0033333; n = 300; (1 + r)^300 = e^(300 · 0,00332779) = 2,713765
    // P · r · 2,713765 / (2,713765 − 1) = 1.000 · 2,713765 / 1,713765 = 1.583,51
    expect(cents(monthlyPayment(300_000, 4, 25))).toBe(1583.51);
  });

  it("200.000 at 3 % over 30 years is € 843,21", () => {
    // r = 0,0025; n = 360; 1,0025^360 = e^(360 · 0,00249688) = 2,456842
    // 200.000 · 0,0025 · 2,456842 / 1,456842 = 500 · 1,686420 = 843,21 (tables: 4,2160 per 1.000 a month)
    expect(cents(monthlyPayment(200_000, 3, 30))).toBe(843.21);
  });

  it("0 % interest divides the loan over the months", () => {
    // 120.000 / (10 · 12) = 1.000
    expect(monthlyPayment(120_000, 0, 10)).toBe(1000);
    expect(totalInterest(120_000, 0, 10)).toBe(0);
  });

  it("no loan, no payment", () => {
    expect(monthlyPayment(0, 4, 25)).toBe(0);
    expect(totalInterest(-5, 4, 25)).toBe(0);
  });

  it("total interest is the payments minus the loan", () => {
    // 1.583,510551 · 300 − 300.000 = 175.053,17 (rounded to cents of the exact value: 175.053,16)
    expect(cents(totalInterest(300_000, 4, 25))).toBe(175053.16);
  });
});

describe("regional stamp duty table", () => {
  it("names a rate, a source and a date for every region", () => {
    for (const region of TAX_REGIONS) {
      const { rate, source, since } = AJD_RATES[region];
      expect(rate).toBeGreaterThan(0);
      expect(source.length).toBeGreaterThan(10);
      expect(since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(AJD_RATES.andalucia.rate).toBe(1.2);
    expect(AJD_RATES["comunidad-valenciana"].rate).toBe(1.5);
    expect(AJD_RATES["region-de-murcia"].rate).toBe(1.5);
  });

  it("maps every seeded province, by slug and by name", () => {
    for (const region of REGIONS) {
      expect(PROVINCE_REGIONS[region.province.slug], region.province.slug).toBeDefined();
      expect(taxRegionOf(region.province.name)).toBe(PROVINCE_REGIONS[region.province.slug]);
    }
    expect(taxRegionOf("Málaga")).toBe("andalucia");
    expect(taxRegionOf("Almería")).toBe("andalucia");
    expect(taxRegionOf("Granada")).toBe("andalucia");
    expect(taxRegionOf("Alicante")).toBe("comunidad-valenciana");
    expect(taxRegionOf("Murcia")).toBe("region-de-murcia");
    expect(taxRegionOf("Madrid")).toBeNull();
    expect(taxRegionOf(null)).toBeNull();
  });
});

describe("purchase cost lines", () => {
  const price = 300_000;
  it.each([
    // IVA 10 % of 300.000 = 30.000 everywhere; AJD 1,2 % = 3.600 (Andalucía), 1,5 % = 4.500 (Valencia, Murcia)
    ["andalucia", 30_000, 3_600],
    ["comunidad-valenciana", 30_000, 4_500],
    ["region-de-murcia", 30_000, 4_500],
  ] as const)("%s: IVA %d, AJD %d", (region, iva, ajd) => {
    const rules = defaultCostRules(region);
    expect(costAmount(price, rules.iva)).toBeCloseTo(iva, 6);
    expect(costAmount(price, rules.ajd)).toBeCloseTo(ajd, 6);
    // Notary 0,5 % = 1.500 (above the 600 floor); registry 0,25 % = 750; lawyer 1 % = 3.000 + 21 % IVA = 3.630
    expect(costAmount(price, rules.notary)).toBeCloseTo(1_500, 6);
    expect(costAmount(price, rules.registry)).toBeCloseTo(750, 6);
    expect(costAmount(price, rules.lawyer)).toBeCloseTo(3_630, 6);
  });

  it("fees have a floor while their rate is not zero", () => {
    const rules = defaultCostRules("andalucia");
    // 60.000 · 0,5 % = 300 < 600; 60.000 · 0,25 % = 150 < 400; 60.000 · 1 % = 600 < 1.500, + 21 % = 1.815
    expect(costAmount(60_000, rules.notary)).toBe(600);
    expect(costAmount(60_000, rules.registry)).toBe(400);
    expect(costAmount(60_000, rules.lawyer)).toBeCloseTo(1_815, 6);
    expect(costAmount(60_000, { ...rules.lawyer, rate: 0 })).toBe(0);
  });
});

describe("the whole calculation", () => {
  it("Málaga, 300.000, 90.000 own funds, 4 %, 25 years", () => {
    const input = calculatorSchema.parse({ ...calculatorDefaults(300_000, "andalucia"), own_funds: "90.000", interest: "4" });
    const result = calculate(input);
    // Loan 300.000 − 90.000 = 210.000; 210.000 / 300.000 · 1.583,5106 = 1.108,46
    expect(result.loan).toBe(210_000);
    expect(cents(result.monthly)).toBe(1108.46);
    // Costs 30.000 + 3.600 + 1.500 + 750 + 3.630 = 39.480; own money needed 90.000 + 39.480 = 129.480
    expect(result.costs).toBeCloseTo(39_480, 6);
    expect(result.ownMoneyNeeded).toBeCloseTo(129_480, 6);
    expect(result.total).toBeCloseTo(339_480, 6);
    expect(result.lines.map((line) => line.key)).toEqual(["iva", "ajd", "notary", "registry", "lawyer"]);
  });

  it("an edited rate replaces the default", () => {
    const input = calculatorSchema.parse({ ...calculatorDefaults(200_000, "region-de-murcia"), ajd: "0,1" });
    // 200.000 · 0,1 % = 200
    expect(calculate(input).lines.find((line) => line.key === "ajd")?.amount).toBeCloseTo(200, 6);
  });
});

describe("input schema", () => {
  it("reads Dutch notation", () => {
    expect(parseAmount("€ 1.234.567")).toBe(1_234_567);
    expect(parseAmount("250000")).toBe(250_000);
    expect(parseAmount("1.250,50")).toBe(1250.5);
    expect(parseRate("3,5")).toBe(3.5);
    expect(parseRate("3.5 %")).toBe(3.5);
    expect(parseAmount("abc")).toBeNaN();
  });

  it("gives Dutch errors at the fields", () => {
    const result = calculatorSchema.safeParse({ ...calculatorDefaults(300_000, "andalucia"), interest: "veel", years: "0", own_funds: "400000" });
    expect(result.success).toBe(false);
    const errors = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
    expect(errors.interest).toBe("vul een percentage in, bijvoorbeeld 3,5");
    expect(errors.years).toBe("minimaal 1 jaar");
  });

  it("refuses own funds above the price", () => {
    const result = calculatorSchema.safeParse({ ...calculatorDefaults(300_000, "andalucia"), own_funds: "400.000" });
    expect(result.error?.issues[0]).toMatchObject({ path: ["own_funds"], message: "uw eigen geld is hoger dan de koopprijs" });
  });

  it("prefills a project's price and region, neutral values otherwise", () => {
    expect(calculatorDefaults(249_950, "comunidad-valenciana")).toMatchObject({ price: "249950", own_funds: "74985", region: "comunidad-valenciana", ajd: "1,5", iva: "10", interest: "3,5", years: "25" });
    expect(calculatorDefaults(null, null)).toMatchObject({ price: "300000", region: "andalucia", ajd: "1,2" });
  });
});
