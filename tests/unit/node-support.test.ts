import { nodeEndOfLifeWarning } from "@/lib/node-support.mjs";

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe("the warning an operator sees at start on an old Node", () => {
  it("names Node 20's end date and the version to move to, after that date", () => {
    expect(nodeEndOfLifeWarning("20.20.2", day("2026-11-23"))).toBe(
      'Warning: Node 20.20.2 reached its end of life on 2026-04-30 and gets no security fixes. Move to Node 24 LTS (README, "Requirements"); it still runs for now.',
    );
  });

  it("stays quiet on a line that is still supported, up to and including its last day", () => {
    expect(nodeEndOfLifeWarning("24.21.0", day("2026-11-23"))).toBeNull();
    expect(nodeEndOfLifeWarning("26.1.0", day("2026-11-23"))).toBeNull();
    expect(nodeEndOfLifeWarning("20.20.2", day("2026-04-30"))).toBeNull();
    expect(nodeEndOfLifeWarning("20.20.2", day("2026-05-01"))).toContain("on 2026-04-30");
  });

  it("starts warning on a line once its date passes, without a code change", () => {
    expect(nodeEndOfLifeWarning("22.11.0", day("2026-11-23"))).toBeNull();
    expect(nodeEndOfLifeWarning("22.11.0", day("2027-05-01"))).toContain("on 2027-04-30");
  });

  it("warns on odd-numbered lines past their short life and on lines older than the table", () => {
    expect(nodeEndOfLifeWarning("25.2.0", day("2026-11-23"))).toContain("on 2026-06-01");
    expect(nodeEndOfLifeWarning("14.21.3", day("2026-11-23"))).toContain("long ago");
  });

  it("takes a line newer than the table as supported", () => {
    expect(nodeEndOfLifeWarning("28.0.0", day("2026-11-23"))).toBeNull();
  });
});
