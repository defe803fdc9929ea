// The reply templates in the content editor: listed for an admin only (an editor keeps the rest of
// the site's content), their page refused to an editor, and the admin's form refusing an unknown
// placeholder under its field before anything is sent. The API's own refusals:
// tests/api/staff-reply-templates.test.ts.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ContentPage from "@/app/staff/(work)/content/page";
import ContentKindPage from "@/app/staff/(work)/content/[kind]/page";
import type { ApiResult } from "@/lib/api/client";
import { type StaffRole, may } from "@/lib/auth/roles";
import { seedReplyTemplates } from "@/lib/content-store/replies";

let role: StaffRole;

jest.mock("next/navigation", () => ({
  ...jest.requireActual<object>("next/navigation"),
  useRouter: () => ({ refresh: jest.fn(), push: jest.fn(), prefetch: jest.fn() }),
  notFound: () => {
    throw new Error("404");
  },
}));
jest.mock("@/lib/auth/guard", () => ({
  requireStaffPage: async (options: { duty?: Parameters<typeof may>[1] } = {}) => {
    if (options.duty && !may(role, options.duty)) throw new Error("403 forbidden");
    return { id: "me", name: "Me", role, address: null, twoFactorEnabled: true };
  },
}));
jest.mock("@/lib/db/client", () => ({ getDb: async () => ({}) }));
jest.mock("@/lib/content-store/entries", () => ({
  listEntries: async (_: unknown, kind: string) =>
    kind === "replies"
      ? [
          {
            id: "1",
            kind,
            published: jest.requireActual("@/lib/content-store/replies").seedReplyTemplates,
            draft: null,
            version: 1,
            revision: 1,
            updatedAt: new Date(),
          },
        ]
      : [],
  listVersions: async () => [],
}));
const postJson = jest.fn<Promise<ApiResult<unknown>>, [string, unknown]>();
jest.mock("@/lib/api/client", () => ({
  postJson: (url: string, body: unknown) => postJson(url, body),
}));

test("only an admin finds the reply templates among the content", async () => {
  role = "editor";
  render(await ContentPage());
  expect(screen.queryByRole("link", { name: "Reply templates" })).toBeNull();
  expect(screen.getByRole("link", { name: "Institute facts" })).toBeVisible();
  await expect(ContentKindPage({ params: Promise.resolve({ kind: "replies" }) })).rejects.toThrow(
    "403",
  );

  role = "admin";
  render(await ContentPage());
  expect(screen.getByRole("link", { name: "Reply templates" })).toHaveAttribute(
    "href",
    "/staff/content/replies",
  );
});

test("the admin's form lists the placeholders and refuses an unknown one at its field", async () => {
  role = "admin";
  render(await ContentKindPage({ params: Promise.resolve({ kind: "replies" }) }));
  expect(screen.getByText("{institute_phone}")).toBeVisible();
  const hindi = screen.getAllByLabelText("WhatsApp text (Hindi)")[0]!;
  expect(hindi).toHaveValue(seedReplyTemplates.enquiry.whatsapp.hi);
  expect(hindi).toHaveAttribute("lang", "hi");

  const english = screen.getAllByLabelText("WhatsApp text (English)")[0]!;
  await userEvent.clear(english);
  await userEvent.type(english, "Hello {{name}}");
  await userEvent.click(screen.getByRole("button", { name: "Publish" }));
  expect(english).toHaveAttribute("aria-invalid", "true");
  expect(english).toHaveAccessibleDescription(/Unknown placeholder \{name\}\. Use only /);
  expect(postJson).not.toHaveBeenCalled();
});
