/** @jest-environment node */
// Batches and fees as staff enter them (lib/content-store/batches.ts, fees.ts): what the schema
// refuses and with which message, and what visitors are told, derived from the numbers: seats
// left, "filling fast" at a fifth of the seats or fewer (exactly 20 % included), full, closed and
// past batches gone; and the home form's programs, those with a batch open to join first.
import { formOptions } from "@/lib/content/forms";
import { ROADMAP_SLUGS } from "@/lib/content/page-keys";
import {
  batchSchema,
  batchState,
  formatSchedule,
  formatStartDate,
  isFillingFast,
  isFull,
  istDay,
  nextBatchChange,
  nextBatches,
  seatsLeft,
} from "@/lib/content-store/batches";
import { feesOf, feesSchema, formatRupees } from "@/lib/content-store/fees";
import { kindSpec } from "@/lib/content-store/kinds";
import { batchTitle, formProgramSlug, formProgramsInOrder } from "@/lib/content-store/programs";
import { homeLeadSchema } from "@/lib/validations/lead";
import { homeLead } from "../fixtures/submissions";
import { TODAY, batch, fees } from "../fixtures/batches";
import { fieldsOf, parsed } from "./zod-fields";

describe("the batch schema", () => {
  it("accepts a batch as an editor fills it in", () => {
    expect(parsed(batchSchema, batch())).toEqual(batch());
  });

  it.each([
    [{ program: "" }, { program: "Choose the program." }],
    [{ program: "rocket-science" }, { program: "Choose the program." }],
    [{ startDate: "" }, { startDate: "Use a date such as 2026-07-06." }],
    [{ startDate: "06/07/2031" }, { startDate: "Use a date such as 2026-07-06." }],
    [{ startDate: "2031-02-30" }, { startDate: "That date is not on the calendar." }],
    [{ days: [] }, { days: "Tick at least one day." }],
    [{ from: "6 pm" }, { from: "Use a 24-hour time such as 18:30." }],
    [{ from: "20:00", to: "18:00" }, { to: "The end time must come after the start time." }],
    [{ mode: "hybrid" }, { mode: "Choose in person or online." }],
    [{ seats: undefined }, { seats: "Write how many seats the batch has, such as 20." }],
    [{ seats: 0, seatsTaken: 0 }, { seats: "A batch has at least 1 seat." }],
    [{ seats: 20.5 }, { seats: "Write a whole number of seats." }],
    [{ seatsTaken: -1 }, { seatsTaken: "Seats cannot be below zero." }],
    [{ seatsTaken: 21 }, { seatsTaken: "Seats taken cannot be more than the seats in all." }],
    [{ fee: -1 }, { fee: "An amount cannot be below zero." }],
    [{ fee: 999.5 }, { fee: "Write whole rupees, without paise." }],
    [{ fee: 1_00_00_000 }, { fee: "That is more than ₹10,00,000: check the number of zeros." }],
    [{ fee: null }, { fee: "Write the fee before its instalments." }],
    [{ status: "filling-fast" }, { status: "Choose open, full or closed." }],
  ])("refuses %j with the message under its field", (change, fields) => {
    expect(fieldsOf(batchSchema, { ...batch(), ...change })).toEqual(fields);
  });

  it("refuses an instalment without its amount or its English", () => {
    const instalments = [{ amount: 0, when: { en: "", hi: "" } }];
    expect(fieldsOf(batchSchema, batch({ instalments }))).toEqual({
      "instalments.0.amount": "An instalment is at least ₹1.",
      "instalments.0.when.en": "Write the English text.",
    });
  });

  it("takes no fee at all: the batch then shows none", () => {
    expect(parsed(batchSchema, batch({ fee: null, instalments: [] })).fee).toBeNull();
  });

  it("refuses a field it does not know, such as a typed-in 'filling fast'", () => {
    expect(batchSchema.safeParse({ ...batch(), fillingFast: true }).success).toBe(false);
  });
});

describe("what a visitor is told of a batch", () => {
  it.each([
    [20, 0, 20, "open"],
    [20, 15, 5, "open"],
    [20, 16, 4, "filling-fast"], // exactly 20 % left
    [20, 18, 2, "filling-fast"],
    [20, 19, 1, "filling-fast"],
    [20, 20, 0, "full"],
    [3, 2, 1, "open"], // a third left is not a fifth
    [10, 8, 2, "filling-fast"],
    [1, 0, 1, "open"],
  ])("%i seats, %i taken: %i left, %s", (seats, seatsTaken, left, state) => {
    const b = batch({ seats, seatsTaken });
    expect(seatsLeft(b)).toBe(left);
    expect(batchState(b, TODAY)).toBe(state);
    expect(isFillingFast(b)).toBe(state === "filling-fast");
    expect(isFull(b)).toBe(state === "full");
  });

  it("is full when staff say so, seats left or not, and never filling fast then", () => {
    const b = batch({ seats: 20, seatsTaken: 18, status: "full" });
    expect([batchState(b, TODAY), isFull(b), isFillingFast(b)]).toEqual(["full", true, false]);
  });

  it("is gone once closed, or from the day after it starts (in India)", () => {
    expect(batchState(batch({ status: "closed" }), TODAY)).toBe("closed");
    expect(batchState(batch({ startDate: TODAY }), TODAY)).toBe("filling-fast");
    expect(batchState(batch({ startDate: "2031-06-30" }), TODAY)).toBe("past");
    expect(batchState(batch({ startDate: "2031-06-30", status: "full" }), TODAY)).toBe("past");
  });

  it("counts today in India's time: 18:29 UTC is still the same day, 18:30 the next", () => {
    expect(istDay(new Date("2031-06-30T18:29:59Z"))).toBe("2031-06-30");
    expect(istDay(new Date("2031-06-30T18:30:00Z"))).toBe("2031-07-01");
  });

  it("leaves the page at the midnight in India ending its start day: the page's next render", () => {
    const at = new Date("2031-07-01T06:00:00Z"); // 11:30 on 1 July 2031 in India
    const soon = batch({ startDate: "2031-07-06" });
    const later = batch({ startDate: "2031-08-03", status: "full" });
    expect(nextBatchChange([later, soon], at)).toEqual(new Date("2031-07-06T18:30:00Z"));
    // Starting today: gone at tonight's midnight; a closed or started batch changes nothing.
    expect(nextBatchChange([batch({ startDate: TODAY })], at)).toEqual(
      new Date("2031-07-01T18:30:00Z"),
    );
    const none = [batch({ status: "closed" }), batch({ startDate: "2031-06-30" })];
    expect(nextBatchChange(none, at)).toBeNull();
    expect(nextBatchChange([], at)).toBeNull();
  });

  it("lists a program's open and full batches, soonest first, at most four", () => {
    const later = batch({ startDate: "2031-08-03", seatsTaken: 0 });
    const full = batch({ startDate: "2031-07-20", status: "full" });
    const list = [
      later,
      batch({ status: "closed" }),
      batch({ startDate: "2031-06-01" }),
      batch({ program: "english" }),
      full,
      batch(),
    ];
    expect(nextBatches(list, "reasoning", TODAY)).toEqual([batch(), full, later]);
    const many = ["2031-09-01", "2031-08-01", "2031-10-01", "2031-07-02", "2031-07-03"].map(
      (startDate) => batch({ startDate }),
    );
    expect(nextBatches(many, "reasoning", TODAY).map((b) => b.startDate)).toEqual([
      "2031-07-02",
      "2031-07-03",
      "2031-08-01",
      "2031-09-01",
    ]);
  });

  it("writes the date, days and hours in the page's language", () => {
    expect(formatStartDate("2031-07-06", "en")).toBe("Sunday, 6 July 2031");
    expect(formatStartDate("2031-07-06", "hi")).toBe("रविवार, 6 जुलाई 2031");
    const b = batch({ days: ["Fr", "Mo", "We"] });
    expect(formatSchedule(b, "en").replace(/\s/g, " ")).toBe("Mon, Wed, Fri · 6:00 pm–8:00 pm");
    expect(formatSchedule(b, "hi").replace(/\s/g, " ")).toBe("सोम, बुध, शुक्र · 6:00 pm–8:00 pm");
    expect(formatRupees(125000, "en")).toBe("₹1,25,000");
  });

  it("names the batch in the editor's list by its program and start", () => {
    expect(batchTitle(batch())).toBe("Reasoning, starting 2031-07-06");
    expect(batchTitle(batch({ status: "full" }))).toBe("Reasoning, starting 2031-07-06 (full)");
  });
});

describe("the home form's programs", () => {
  const programs = formOptions.programs;

  it("name a program page each", () => {
    for (const name of programs) expect(ROADMAP_SLUGS).toContain(formProgramSlug(name));
    expect(formProgramSlug("Underwater Basket Weaving")).toBeNull();
  });

  it("keep today's order while no batch is open to join", () => {
    expect(formProgramsInOrder([], TODAY)).toEqual(programs);
    const notJoinable = [
      batch({ program: "python-programming", status: "full" }),
      batch({ program: "java-programming", status: "closed" }),
      batch({ program: "cybersecurity", startDate: "2031-06-30" }),
      batch({ program: "machine-learning", seatsTaken: 20 }),
      batch({ program: "reasoning" }), // open, but not a program the form offers
    ];
    expect(formProgramsInOrder(notJoinable, TODAY)).toEqual(programs);
  });

  it("put the programs with a batch open to join first, the rest in today's order", () => {
    const open = [
      batch({ program: "machine-learning" }),
      batch({ program: "java-programming", seatsTaken: 0 }),
      batch({ program: "java-programming", status: "closed" }),
    ];
    expect(formProgramsInOrder(open, TODAY)).toEqual([
      "Java Programming",
      "Machine Learning",
      "C Programming",
      "Python Programming",
      "Full Stack Development",
      "Cybersecurity",
    ]);
  });

  it("are all still accepted by the form's schema, in any order", () => {
    for (const program of formProgramsInOrder([batch({ program: "cybersecurity" })], TODAY))
      expect(parsed(homeLeadSchema, homeLead({ program })).program).toBe(program);
  });
});

describe("fees and refunds", () => {
  it("accept a program's fees, and pick the program's own", () => {
    expect(parsed(feesSchema, fees())).toEqual(fees());
    const english = fees({ program: "english", fee: 9000 });
    expect(feesOf([english, fees()], "reasoning")).toEqual(fees());
    expect(feesOf([english], "reasoning")).toBeNull();
  });

  it.each([
    [{ program: "" }, { program: "Choose the program." }],
    [{ fee: undefined }, { fee: "Write the amount in rupees, digits only, such as 12000." }],
    [{ refund: { en: "", hi: "" } }, { "refund.en": "Write the English text." }],
    [{ lender: "x".repeat(101) }, { lender: "At most 100 characters." }],
  ])("refuse %j with the message under its field", (change, fields) => {
    expect(fieldsOf(feesSchema, { ...fees(), ...change })).toEqual(fields);
  });
});

describe("today's content", () => {
  it("invents no batch and no fee: both kinds start empty", () => {
    expect(kindSpec("batch").seeds).toEqual([]);
    expect(kindSpec("fees").seeds).toEqual([]);
  });
});
