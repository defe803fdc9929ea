// "Source" on a staff item page (components/staff/item-source.tsx): the visit's first and latest
// source in words, "direct" for a visit with no tags and no other site, the home form's "How did
// you hear about us?" answer in the form's words, and a plain "not known" for older rows.
import { render, screen } from "@testing-library/react";
import { ItemFields } from "@/components/staff/item-fields";
import type { InboxItem } from "@/lib/services/inbox-item";
import { NO_VISIT_SOURCE } from "../fixtures/submissions";

function item(record: Record<string, unknown>): InboxItem {
  const at = new Date("2026-11-27T10:00:00+05:30");
  return {
    kind: "enquiries",
    record: {
      id: "3f0c9a8e-6c1b-4f7e-9d0a-1b2c3d4e5f60",
      created_at: at.toISOString(),
      source: "home",
      role: "student",
      name: "Asha Verma",
      email: "asha@gmail.com",
      phone: "9876543210",
      linkedin_url: null,
      program: "Python Programming",
      expertise: null,
      query: null,
      consent_at: at.toISOString(),
      notice_version: "2026-11-26",
      notice_language: "en",
      heard_from: null,
      ...NO_VISIT_SOURCE,
      ...record,
    } as InboxItem["record"],
    status: "new",
    ownerId: null,
    followUpOn: null,
    replyDueAt: at,
    lastContactAt: null,
    createdAt: at,
    notes: [],
  };
}

const valueOf = (term: string) => screen.getByText(term, { selector: "dt" }).nextElementSibling!;

it("shows the first and the latest source in words, and the answer", () => {
  render(
    <ItemFields
      item={item({
        first_utm_source: "instagram",
        first_utm_medium: "social",
        first_utm_campaign: "diwali",
        first_landing: "/programs/dsa",
        latest_referrer: "google.com",
        latest_landing: "/",
        heard_from: "friend",
      })}
    />,
  );
  const source = valueOf("Source");
  expect(source).toHaveTextContent(
    "First visit: instagram / social · diwali (campaign) · landed on /programs/dsa",
  );
  expect(source).toHaveTextContent("Latest visit: from google.com · landed on /");
  expect(valueOf("Heard from")).toHaveTextContent("A friend or senior");
  // The raw columns are not listed again one by one.
  expect(screen.queryByText("first_utm_source")).not.toBeInTheDocument();
  expect(screen.queryByText("heard_from")).not.toBeInTheDocument();
});

it("calls a visit with no tags and no other site direct, and shows the latest once", () => {
  render(<ItemFields item={item({ first_landing: "/hi/programs", latest_landing: null })} />);
  expect(valueOf("Source")).toHaveTextContent("First visit: direct · landed on /hi/programs");
  expect(valueOf("Source")).not.toHaveTextContent("Latest visit");
  expect(screen.queryByText("Heard from")).not.toBeInTheDocument();
});

it("says plainly when the source is not known", () => {
  render(<ItemFields item={item({})} />);
  expect(valueOf("Source")).toHaveTextContent(/^Not known/);
});
