// The editor's batch and fees forms: every field labelled, a bad or missing value refused in
// place with its message and nothing sent, and a complete item sent once as the schema has it.
// In Chromium (axe, focus rings, the program page): tests/e2e/content-batches.spec.ts.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BatchForm } from "@/components/staff/content/batch-form";
import { FeesForm } from "@/components/staff/content/fees-form";
import type { ApiResult } from "@/lib/api/client";
import { type Batch, blankBatch } from "@/lib/content-store/batches";
import { type Fees, blankFees } from "@/lib/content-store/fees";
import { PROGRAM_CHOICES } from "@/lib/content-store/programs";
import { batch } from "../fixtures/batches";

const push = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ refresh: jest.fn(), push, replace: jest.fn(), prefetch: jest.fn() }),
}));
const postJson = jest.fn<Promise<ApiResult<unknown>>, [string, unknown]>();
jest.mock("@/lib/api/client", () => ({
  postJson: (url: string, body: unknown) => postJson(url, body),
}));

const NEW = { api: "/api/staff/content/batch", revision: null, kindPage: "/staff/content/batch" };
const CREATED = {
  ok: true as const,
  status: 201,
  data: { data: { id: "b1", revision: 1, version: 1 }, message: "Published." },
};

beforeEach(() => {
  postJson.mockReset();
  push.mockClear();
});

test("a new batch left empty is refused field by field, and nothing is sent", async () => {
  render(
    <BatchForm target={NEW} value={blankBatch as unknown as Batch} programs={PROGRAM_CHOICES} />,
  );
  await userEvent.click(screen.getByRole("button", { name: "Publish" }));
  expect(await screen.findByText("Choose the program.")).toBeVisible();
  expect(screen.getByLabelText("Start date")).toHaveAccessibleDescription(
    /Use a date such as 2026-07-06\./,
  );
  expect(screen.getByText("Tick at least one day.")).toBeVisible();
  expect(screen.getByLabelText("Seats in all")).toHaveAccessibleDescription(
    "Write how many seats the batch has, such as 20.",
  );
  expect(screen.getByRole("alert")).toHaveTextContent(
    "Some fields need attention: see the messages under them.",
  );
  expect(postJson).not.toHaveBeenCalled();
});

test("a batch filled in is sent once, with seats and fee as numbers, and opens its own page", async () => {
  postJson.mockResolvedValue(CREATED);
  render(
    <BatchForm target={NEW} value={blankBatch as unknown as Batch} programs={PROGRAM_CHOICES} />,
  );
  await userEvent.selectOptions(screen.getByLabelText("Program"), "Reasoning");
  await userEvent.type(screen.getByLabelText("Start date"), "2031-07-06");
  for (const day of ["Mon", "Wed", "Fri"]) await userEvent.click(screen.getByLabelText(day));
  await userEvent.type(screen.getByLabelText("Class starts at"), "18:00");
  await userEvent.type(screen.getByLabelText("Class ends at"), "20:00");
  await userEvent.type(screen.getByLabelText("Seats in all"), "20");
  await userEvent.clear(screen.getByLabelText("Seats taken"));
  await userEvent.type(screen.getByLabelText("Seats taken"), "18");
  await userEvent.type(screen.getByLabelText("Fee in rupees"), "12000");
  await userEvent.click(screen.getByRole("button", { name: "Publish" }));
  expect(postJson).toHaveBeenCalledTimes(1);
  expect(postJson).toHaveBeenCalledWith(NEW.api, {
    action: "publish",
    data: batch({ instalments: [] }),
  });
  expect(push).toHaveBeenCalledWith("/staff/content/batch/b1");
});

test("the fees form asks for the program, the fee and the refund rule", async () => {
  const target = { ...NEW, api: "/api/staff/content/fees", kindPage: "/staff/content/fees" };
  render(
    <FeesForm target={target} value={blankFees as unknown as Fees} programs={PROGRAM_CHOICES} />,
  );
  await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
  expect(await screen.findByText("Choose the program.")).toBeVisible();
  expect(screen.getByLabelText("Fee in rupees")).toHaveAccessibleDescription(
    /Write the amount in rupees, digits only, such as 12000\./,
  );
  expect(screen.getByLabelText("Refund rule (English)")).toHaveAccessibleDescription(
    /Write the English text\./,
  );
  expect(postJson).not.toHaveBeenCalled();
});
