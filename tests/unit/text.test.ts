// Copy helpers: placeholders filled, and counts written as students read them.
import { fillTemplate, formatCount } from "@/lib/text";

test("placeholders are filled and unknown ones stay", () => {
  expect(fillTemplate("{page} of {pages}, {missing}", { page: 2, pages: 10 })).toBe(
    "2 of 10, {missing}",
  );
});

test("counts carry thousands separators, as en-US Intl writes them", () => {
  const intl = new Intl.NumberFormat("en-US");
  for (const n of [0, 7, 999, 1000, 10_348, 99_999, 100_000, 1_234_567, 30_000_000, -1234]) {
    expect(formatCount(n)).toBe(intl.format(n));
  }
  expect(formatCount(10_348)).toBe("10,348");
});
