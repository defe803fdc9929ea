// The inbox's URL filters: what a page keeps, what the export refuses, and the links it makes.
import { inboxHref, parseInboxFilters, readInboxFilters } from "@/lib/inbox/filters";

const read = (query: string) => readInboxFilters(new URLSearchParams(query));
const problemsOf = (query: string) => parseInboxFilters(new URLSearchParams(query)).problems;

test("enquiries by default, page 1", () => {
  expect(read("")).toMatchObject({ kind: "enquiries", page: 1, status: null, q: null });
});

test("each filter that fits its kind is kept", () => {
  expect(
    read(
      "status=contacted&form=home&program=Cybersecurity&from=2026-01-01&to=2026-02-01&q=%20asha%20&page=3",
    ),
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
  expect(read("kind=bookings&status=confirmed&domain=dsa")).toMatchObject({
    kind: "bookings",
    status: "confirmed",
    domain: "dsa",
    page: 1,
  });
});

test("a page drops what does not fit; the export names each problem", () => {
  const query = "kind=bookings&status=contacted&program=Cybersecurity&from=2026-02-30&page=0";
  expect(read(query)).toMatchObject({ kind: "bookings", status: null, from: null, page: 1 });
  expect(read(query)).not.toHaveProperty("program");
  const problems = problemsOf(query);
  expect(Object.keys(problems).sort()).toEqual(["from", "page", "program", "status"]);
  expect(problems.program).toBe('The "program" parameter does not apply to bookings.');
  expect(problems.from).toBe('The "from" parameter must be a real date written YYYY-MM-DD.');
  expect(problemsOf("kind=everything")).toEqual({
    kind: 'The "kind" parameter must be one of: enquiries, bookings.',
  });
});

test("a range that ends before it starts loses its end", () => {
  expect(read("from=2026-03-01&to=2026-02-01").to).toBeNull();
  expect(problemsOf("from=2026-03-01&to=2026-02-01")).toEqual({
    to: 'The "to" parameter must not be before "from".',
  });
});

test("links keep the filters, go back to page 1, and leave defaults out", () => {
  const filters = read("kind=bookings&domain=dsa&page=4&q=meera");
  expect(inboxHref(filters, { status: "done" })).toBe(
    "/staff?kind=bookings&q=meera&status=done&domain=dsa",
  );
  expect(inboxHref(filters, { page: 5 })).toBe("/staff?kind=bookings&q=meera&page=5&domain=dsa");
  expect(inboxHref(read(""))).toBe("/staff");
  expect(inboxHref(filters, {}, "/api/staff/export")).toBe(
    "/api/staff/export?kind=bookings&q=meera&domain=dsa",
  );
});
