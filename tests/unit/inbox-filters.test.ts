// The inbox's URL filters: what a page keeps, what the export refuses, and the links it makes.
import {
  INBOX_SORTS,
  SORTS_OF,
  activeFilters,
  inboxHref,
  mentorDomainLabel,
  parseInboxFilters,
  readInboxFilters,
  sortOf,
} from "@/lib/inbox/filters";

const read = (query: string) => readInboxFilters(new URLSearchParams(query));
const problemsOf = (query: string) => parseInboxFilters(new URLSearchParams(query)).problems;

test("enquiries by default, on what needs action, page 1", () => {
  expect(read("")).toMatchObject({
    kind: "enquiries",
    view: "needs-action",
    page: 1,
    status: null,
    q: null,
  });
});

test("each filter that fits its kind is kept", () => {
  expect(
    read(
      "status=contacted&form=home&program=Cybersecurity&from=2026-01-01&to=2026-02-01&q=%20asha%20&page=3",
    ),
  ).toEqual({
    kind: "enquiries",
    view: "needs-action",
    status: "contacted",
    form: "home",
    program: "Cybersecurity",
    from: "2026-01-01",
    to: "2026-02-01",
    q: "asha",
    page: 3,
    sort: null,
  });
  expect(
    read(
      "kind=bookings&view=Overdue&status=confirmed&domain=dsa&session-from=2026-12-01&session-to=2026-12-07&sort=session",
    ),
  ).toMatchObject({
    kind: "bookings",
    view: "overdue",
    status: "confirmed",
    domain: "dsa",
    "session-from": "2026-12-01",
    "session-to": "2026-12-07",
    sort: "session",
    page: 1,
  });
});

test("a page opens an unknown view on what needs action; the export names it", () => {
  expect(read("view=urgent").view).toBe("needs-action");
  expect(problemsOf("view=urgent")).toEqual({
    view: 'The "view" parameter must be one of: needs-action, overdue, due-today, mine, all.',
  });
  expect(problemsOf("kind=bookings&sort=oldest&session-to=2026-13-01")).toEqual({
    sort: 'The "sort" parameter must be one of: needs-action, received, session.',
    "session-to": 'The "session-to" parameter must be a real date written YYYY-MM-DD.',
  });
  expect(problemsOf("sort=session&session-from=2026-12-01")).toEqual({
    sort: 'The "sort" parameter must be one of: needs-action, received.',
    "session-from": 'The "session-from" parameter does not apply to enquiries.',
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
  const sessions = "kind=bookings&session-from=2026-12-09&session-to=2026-12-01";
  expect(read(sessions)).toMatchObject({ "session-from": "2026-12-09", "session-to": null });
  expect(problemsOf(sessions)).toEqual({
    "session-to": 'The "session-to" parameter must not be before "session-from".',
  });
});

test("the filters folded behind one control are counted; view and status are not among them", () => {
  expect(activeFilters(read("view=overdue&status=new"))).toEqual([]);
  expect(activeFilters(read("q=asha&program=Cybersecurity&page=2")).sort()).toEqual([
    "program",
    "q",
  ]);
  expect(activeFilters(read("kind=bookings&sort=session&session-from=2026-12-01")).sort()).toEqual([
    "session-from",
    "sort",
  ]);
});

test("each mentor domain has one label for staff", () => {
  expect(mentorDomainLabel("uiux")).toBe("UI & UX");
  expect(mentorDomainLabel("cyber")).toBe("Cybersecurity");
  expect(mentorDomainLabel("retired")).toBe("retired");
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

test("links keep the view; the default view is left out", () => {
  const overdue = read("view=overdue&status=new&q=asha&page=2");
  expect(inboxHref(overdue, { status: "contacted" })).toBe(
    "/staff?view=overdue&q=asha&status=contacted",
  );
  expect(inboxHref(overdue, { view: "needs-action" })).toBe("/staff?q=asha&status=new");
  expect(inboxHref(read("kind=bookings&sort=session"), { view: "all" })).toBe(
    "/staff?kind=bookings&view=all&sort=session",
  );
});

test("both kinds sort by what needs action (each view's own but All's) or newest first", () => {
  expect(read("sort=Needs-Action")).toMatchObject({ kind: "enquiries", sort: "needs-action" });
  expect(read("kind=bookings&sort=received").sort).toBe("received");
  expect(read("sort=session").sort).toBeNull();
  expect(problemsOf("sort=newest")).toEqual({
    sort: 'The "sort" parameter must be one of: needs-action, received.',
  });
  expect(sortOf(read(""))).toBe("needs-action");
  expect(sortOf(read("view=mine"))).toBe("needs-action");
  expect(sortOf(read("view=all"))).toBe("received");
  expect(sortOf(read("view=all&sort=needs-action"))).toBe("needs-action");
  expect(SORTS_OF.enquiries.map((s) => INBOX_SORTS[s])).toEqual([
    "Needs action first",
    "Received, newest first",
  ]);
  expect(inboxHref(read("view=all&sort=needs-action"), { page: 2 })).toBe(
    "/staff?view=all&page=2&sort=needs-action",
  );
});
