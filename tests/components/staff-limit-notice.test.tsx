// The admins' notice above the inbox when the forms' limits refused submissions in the last day
// (components/staff/limit-notice.tsx), with the settings as the app sets them.
import { render, screen } from "@testing-library/react";
import { LimitNotice } from "@/components/staff/limit-notice";

it("says how many were refused, by which limit, and what to raise for a campus drive", () => {
  render(<LimitNotice trips={{ address: 2, person: 1 }} />);
  expect(
    screen.getByRole("heading", {
      name: "The forms refused 3 submissions in the last 24 hours",
    }),
  ).toBeInTheDocument();
  const items = screen.getAllByRole("listitem").map((item) => item.textContent);
  expect(items).toEqual([
    "2 were over the limit of 120 per form from one internet address in 10 minutes. If a college's students were enquiring together, ask whoever runs the site to raise FORM_RATE_LIMIT.",
    "1 was over the limit of 3 per form from the same email or phone in 10 minutes: usually someone pressing send again, or a flood.",
  ]);
});

it("is not there on a day without refusals", () => {
  const { container } = render(<LimitNotice trips={{ address: 0, person: 0 }} />);
  expect(container).toBeEmptyDOMElement();
});
