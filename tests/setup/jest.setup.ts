import "@testing-library/jest-dom";

// Components read today's content without a database (tests/setup/content-read.ts); the suites of
// the content store itself unmock it.
jest.mock("@/lib/content-store/read", () => jest.requireActual("./content-read"));

// A staff password check runs scrypt (~85 ms of a core), at every sign-in and again at enrolment,
// and the staff suites set up over a hundred members. The same password against the same stored
// hash is worked out once per suite by the real code (scrypt gives the same answer every time).
jest.mock("@better-auth/utils/password", () => {
  const real = jest.requireActual<typeof import("@better-auth/utils/password")>(
    "@better-auth/utils/password",
  );
  const checked = new Map<string, Promise<boolean>>();
  const key = (hash: string, password: string) => `${hash}\n${password}`;
  return {
    ...real,
    verifyPassword: (hash: string, password: string) => {
      const known = checked.get(key(hash, password));
      if (known) return known;
      const answer = real.verifyPassword(hash, password);
      checked.set(key(hash, password), answer);
      return answer;
    },
  };
});

// Suites that build the live data service from the environment expect the fake upstream's answer
// (or "not available") first, not the copies shipped with the release: those are opt-in here.
process.env.SHIPPED_SNAPSHOTS ??= "off";

// jsdom lacks the browser APIs embla and the rotation hook use; give them inert stand-ins.
if (typeof window !== "undefined") {
  const reducedMotion = { value: false };
  (globalThis as unknown as { __reducedMotion: typeof reducedMotion }).__reducedMotion =
    reducedMotion;

  window.matchMedia = (query: string) =>
    ({
      matches: query.includes("prefers-reduced-motion") ? reducedMotion.value : false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;

  class InertObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  window.IntersectionObserver = InertObserver as unknown as typeof IntersectionObserver;
  // nuqs' loader asks `input instanceof Request` first; jsdom has no Request (browsers do).
  (globalThis as { Request?: unknown }).Request ??= class Request {};
  window.ResizeObserver = InertObserver as unknown as typeof ResizeObserver;
}

// Components render here without Next's app router, which useRouter() needs (Link opens pages
// through it): an inert one stands in. Suites that check navigation mock next/navigation themselves.
jest.mock("next/navigation", () => ({
  ...jest.requireActual("next/navigation"),
  useRouter: () => ({
    push: () => {},
    replace: () => {},
    prefetch: () => {},
    refresh: () => {},
    back: () => {},
    forward: () => {},
  }),
}));
