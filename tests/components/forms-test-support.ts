// Shared pieces of the form component tests: a stand-in for the browser's modal <dialog> (jsdom
// has none), canned fetch answers, and readers for what each request sent.
import { configure } from "@testing-library/react";

// Typing whole forms is slow in jsdom, and slower still beside the database suites on 2 cores.
configure({ asyncUtilTimeout: 5_000 });
jest.setTimeout(30_000);

type TestDialog = HTMLDialogElement & { __onKey?: (event: KeyboardEvent) => void };

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([tabindex="-1"]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * What a browser's showModal()/close() do that the forms rely on: set `open`, move focus to the
 * first control, close on Escape (after a cancelable "cancel"), and fire "close" a moment later.
 */
export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype as TestDialog;
  proto.showModal = function (this: TestDialog) {
    this.setAttribute("open", "");
    this.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    this.__onKey = (event) => {
      if (event.key !== "Escape") return;
      if (this.dispatchEvent(new Event("cancel", { cancelable: true }))) this.close();
    };
    this.addEventListener("keydown", this.__onKey);
  };
  proto.close = function (this: TestDialog) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    if (this.__onKey) this.removeEventListener("keydown", this.__onKey);
    setTimeout(() => this.dispatchEvent(new Event("close")), 0);
  };
}

/** A fetch answer as our handlers give it (jsdom has no Response class). */
export function reply(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headers[name] ?? null },
    text: async () => JSON.stringify(body),
  } as unknown as Response;
}

export const networkDown = () => Promise.reject(new TypeError("Failed to fetch"));

export function mockFetch(): jest.Mock {
  const fetchMock = jest.fn();
  global.fetch = fetchMock;
  return fetchMock;
}

/** URL, headers and parsed body of each request the form sent. */
export function sentRequests(fetchMock: jest.Mock) {
  return fetchMock.mock.calls.map(([url, init]: [string, RequestInit]) => ({
    url,
    method: init.method,
    headers: init.headers as Record<string, string>,
    body: JSON.parse(init.body as string) as Record<string, unknown>,
  }));
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
