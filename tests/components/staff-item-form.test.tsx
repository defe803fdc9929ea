// The work form of a submission's page: it sends only what the person changed, each with what the
// page showed; it says "Unsaved changes" and asks before the page is left while there are some;
// after a save the refreshed page is the new starting point; a refused stale save keeps the edits.
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ItemForm, type ItemFormProps } from "@/components/staff/item-form";
import { LEAVE_QUESTION } from "@/components/staff/use-leave-warning";
import type { ApiResult } from "@/lib/api/client";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ refresh, push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
}));
const requestJson = jest.fn<Promise<ApiResult<unknown>>, [string, { body: unknown }]>();
jest.mock("@/lib/api/client", () => ({
  requestJson: (url: string, options: { body: unknown }) => requestJson(url, options),
}));

const PROPS: ItemFormProps = {
  api: "/api/staff/submissions/enquiries/1",
  base: { status: "new", ownerId: "", followUpOn: "" },
  statuses: [
    { value: "new", label: "Keep: New" },
    { value: "contacted", label: "Contacted" },
    { value: "unreachable", label: "Unreachable" },
  ],
  owners: [{ id: "u1", name: "Neha" }],
  today: "2026-11-26",
  noteMax: 2000,
};

/** Whether leaving the page now would be stopped (beforeunload cancelled). */
function leavingIsHeld(): boolean {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

beforeEach(() => {
  refresh.mockClear();
  requestJson.mockReset();
});

it("sends a status and a note together, without the fields left alone", async () => {
  requestJson.mockResolvedValue({ ok: true, status: 200, data: { message: "Saved." } });
  render(<ItemForm {...PROPS} />);
  await userEvent.selectOptions(screen.getByLabelText("Status"), "unreachable");
  await userEvent.type(screen.getByLabelText("New note (optional)"), "No answer twice");
  await userEvent.click(screen.getByRole("button", { name: "Save" }));
  expect(requestJson).toHaveBeenCalledTimes(1);
  expect(requestJson.mock.calls[0]![1].body).toEqual({
    status: "unreachable",
    note: "No answer twice",
    base: { status: "new" },
  });
  expect(await screen.findByRole("status")).toHaveTextContent("Saved.");
  expect(screen.getByLabelText("New note (optional)")).toHaveValue("");
  expect(refresh).toHaveBeenCalled();
});

it("says there are unsaved changes and asks before the page is left", async () => {
  const confirm = jest.spyOn(window, "confirm").mockReturnValue(false);
  // A link elsewhere on the page (the staff nav, "Back to the inbox").
  const link = Object.assign(document.createElement("a"), { href: "/staff", textContent: "Inbox" });
  document.body.append(link);
  render(<ItemForm {...PROPS} />);

  expect(screen.queryByText("Unsaved changes")).toBeNull();
  expect(leavingIsHeld()).toBe(false);

  await userEvent.selectOptions(screen.getByLabelText("Owner"), "u1");
  expect(screen.getByText("Unsaved changes")).toBeVisible();
  expect(leavingIsHeld()).toBe(true);
  const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
  act(() => void link.dispatchEvent(click));
  expect(confirm).toHaveBeenCalledWith(LEAVE_QUESTION);
  expect(click.defaultPrevented).toBe(true);

  // Choosing the shown value again is no change at all.
  await userEvent.selectOptions(screen.getByLabelText("Owner"), "");
  expect(screen.queryByText("Unsaved changes")).toBeNull();
  expect(leavingIsHeld()).toBe(false);
  confirm.mockRestore();
  link.remove();
});

it("takes the refreshed page as its new start once saved", async () => {
  requestJson.mockResolvedValue({ ok: true, status: 200, data: { message: "Saved." } });
  const { rerender } = render(<ItemForm {...PROPS} />);
  await userEvent.selectOptions(screen.getByLabelText("Status"), "contacted");
  await userEvent.click(screen.getByRole("button", { name: "Save" }));
  // The page's data comes back with the saved status.
  rerender(<ItemForm {...PROPS} base={{ ...PROPS.base, status: "contacted" }} />);
  expect(screen.getByLabelText("Status")).toHaveValue("contacted");
  expect(screen.queryByText("Unsaved changes")).toBeNull();
  expect(leavingIsHeld()).toBe(false);
});

it("keeps the person's edits after a stale save is refused, and shows what changed", async () => {
  const message = "Meanwhile the status became Contacted. Nothing was saved: look again and save.";
  requestJson.mockResolvedValue({
    ok: false,
    kind: "http",
    status: 409,
    error: {
      code: "conflict",
      message,
      fields: { status: "Meanwhile the status became Contacted." },
    },
  });
  const { rerender } = render(<ItemForm {...PROPS} />);
  await userEvent.selectOptions(screen.getByLabelText("Status"), "unreachable");
  await userEvent.type(screen.getByLabelText("New note (optional)"), "Tried twice");
  await userEvent.click(screen.getByRole("button", { name: "Save" }));
  expect(screen.getByRole("alert")).toHaveTextContent(message);
  expect(screen.getByLabelText("Status")).toHaveAccessibleDescription(
    "Meanwhile the status became Contacted.",
  );
  expect(refresh).toHaveBeenCalled();
  rerender(<ItemForm {...PROPS} base={{ ...PROPS.base, status: "contacted" }} />);
  expect(screen.getByLabelText("Status")).toHaveValue("unreachable");
  expect(screen.getByLabelText("New note (optional)")).toHaveValue("Tried twice");
  expect(screen.getByText("Unsaved changes")).toBeVisible();
  // Saved again, it now names the status the page shows.
  requestJson.mockResolvedValue({ ok: true, status: 200, data: { message: "Saved." } });
  await userEvent.click(screen.getByRole("button", { name: "Save" }));
  expect(requestJson.mock.calls[1]![1].body).toMatchObject({ base: { status: "contacted" } });
});
