// The inbox's URL filters: what a page keeps, what the export refuses, and the links it makes.
import { inboxHref, parseInboxFilters } from "@/lib/inbox/filters";

const parse = (query: string, strict = false) =>
  parseInboxFilters(new URLSearchParams(query), { strict });

test("enquiries by default, page 1", () => {
  expect(parse("").filters).toEqual({ kind: "enquiries", page: 1 });
});

test("each filter that fits its kind is kept", () => {
  expect(
    parse(
      "status=contacted&form=home&program=Cybersecurity&from=2026-01-01&to=2026-02-01&q=%20asha%20&page=3",
    ).filters,
  ).toEqual({
    kind: "enquiries",
    status: "contacted",
    form: "home",
    program: "Cybersecurity",
    from: "2026-01-01",
    to: "2026-02-01",
    q: "asha",
    page: 3,
  });
  expect(parse("kind=bookings&status=confirmed&domain=dsa").filters).toEqual({
    kind: "bookings",
    status: "confirmed",
    domain: "dsa",
    page: 1,
  });
});

test("a page drops what does not fit; the export names each problem", () => {
  const query = "kind=bookings&status=contacted&program=Cybersecurity&from=2026-02-30&page=0";
  expect(parse(query).filters).toEqual({ kind: "bookings", page: 1 });
  expect(
    parse(query, true)
      .problems.map((p) => p.field)
      .sort(),
  ).toEqual(["from", "page", "program", "status"]);
  expect(parse("kind=everything", true).problems).toEqual([
    { field: "kind", message: "must be enquiries or bookings" },
  ]);
});

test("a range that ends before it starts loses its end", () => {
  expect(parse("from=2026-03-01&to=2026-02-01").filters.to).toBeUndefined();
  expect(parse("from=2026-03-01&to=2026-02-01", true).problems).toEqual([
    { field: "to", message: "must not be before 'from'" },
  ]);
});

test("links keep the filters, go back to page 1, and leave defaults out", () => {
  const { filters } = parse("kind=bookings&domain=dsa&page=4&q=meera");
  expect(inboxHref(filters, { status: "done" })).toBe(
    "/staff?kind=bookings&status=done&domain=dsa&q=meera",
  );
  expect(inboxHref(filters, { page: 5 })).toBe("/staff?kind=bookings&domain=dsa&q=meera&page=5");
  expect(inboxHref(parse("").filters)).toBe("/staff");
  expect(inboxHref(filters, {}, "/api/staff/export")).toBe(
    "/api/staff/export?kind=bookings&domain=dsa&q=meera",
  );
});
