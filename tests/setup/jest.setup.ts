import "@testing-library/jest-dom";

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
  window.ResizeObserver = InertObserver as unknown as typeof ResizeObserver;
}
