import { act, fireEvent, render, screen } from "@testing-library/react";
import { Carousel } from "@/components/ui/carousel";

// jsdom has no layout, so real embla would measure one slide. This stand-in keeps embla's API
// (selected snap, snap list, next/prev, select events) so the carousel's own behaviour is tested.
const started = jest.fn();
jest.mock("embla-carousel", () => {
  const SNAPS = 3;
  function createApi() {
    let selected = 0;
    const listeners = new Map<string, Set<() => void>>();
    const emit = (event: string) => listeners.get(event)?.forEach((cb) => cb());
    const api = {
      selectedScrollSnap: () => selected,
      scrollSnapList: () => Array.from({ length: SNAPS }, (_, i) => i / SNAPS),
      scrollNext: () => {
        selected = (selected + 1) % SNAPS;
        emit("select");
      },
      scrollPrev: () => {
        selected = (selected + SNAPS - 1) % SNAPS;
        emit("select");
      },
      on: (event: string, cb: () => void) => {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event)?.add(cb);
        return api;
      },
      off: (event: string, cb: () => void) => {
        listeners.get(event)?.delete(cb);
        return api;
      },
      destroy: () => listeners.clear(),
    };
    return api;
  }
  return {
    __esModule: true,
    default: (...args: unknown[]) => {
      started(...args);
      return createApi();
    },
  };
});

// The carousel starts its slider when it nears the screen: this observer says so on demand.
let nearScreen: () => void = () => {};
class NearObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    nearScreen = () => this.callback([{ isIntersecting: true }]);
  }
  disconnect() {}
}

const reducedMotion = (globalThis as unknown as { __reducedMotion: { value: boolean } })
  .__reducedMotion;
const INTERVAL = 3000;

function renderFar() {
  render(
    <Carousel label="Reviews" intervalMs={INTERVAL}>
      <p>First review</p>
      <p>Second review</p>
      <p>Third review</p>
    </Carousel>,
  );
}

/** Renders the carousel and scrolls near it: the slider downloads and starts. */
async function renderCarousel() {
  renderFar();
  await act(async () => nearScreen());
}

const counter = () => screen.getByText(/^\d+ \/ \d+$/).textContent;
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

const inertObserver = window.IntersectionObserver;
beforeEach(() => {
  jest.useFakeTimers();
  started.mockClear();
  window.IntersectionObserver = NearObserver as unknown as typeof IntersectionObserver;
});

afterEach(() => {
  window.IntersectionObserver = inertObserver;
  jest.useRealTimers();
  reducedMotion.value = false;
});

test("the slider is downloaded only once the carousel nears the screen", async () => {
  renderFar();
  await act(async () => {});
  expect(started).not.toHaveBeenCalled();
  // Its slides are there all the same, and the counter keeps its room.
  expect(screen.getByText("First review")).toBeInTheDocument();
  expect(screen.getAllByRole("group")).toHaveLength(3);
  await act(async () => nearScreen());
  expect(started).toHaveBeenCalledTimes(1);
  expect(counter()).toBe("1 / 3");
});

test("advances one slide per interval and wraps to the first", async () => {
  await renderCarousel();
  expect(counter()).toBe("1 / 3");
  wait(INTERVAL);
  expect(counter()).toBe("2 / 3");
  wait(INTERVAL * 2);
  expect(counter()).toBe("1 / 3");
});

test("the pause button switches to Play and stops the rotation, Play restarts it", async () => {
  await renderCarousel();
  const button = screen.getByRole("button", { name: "Pause reviews" });
  expect(button).toHaveTextContent("Pause");

  fireEvent.click(button);
  expect(button).toHaveAccessibleName("Play reviews");
  expect(button).toHaveTextContent("Play");
  wait(INTERVAL * 4);
  expect(counter()).toBe("1 / 3");

  fireEvent.click(button);
  expect(button).toHaveAccessibleName("Pause reviews");
  wait(INTERVAL);
  expect(counter()).toBe("2 / 3");
});

test("hovering pauses the rotation until the pointer leaves", async () => {
  await renderCarousel();
  const region = screen.getByRole("region", { name: "Reviews" });

  fireEvent.mouseEnter(region);
  wait(INTERVAL * 4);
  expect(counter()).toBe("1 / 3");

  fireEvent.mouseLeave(region);
  wait(INTERVAL);
  expect(counter()).toBe("2 / 3");
});

test("keyboard focus inside pauses the rotation", async () => {
  await renderCarousel();
  act(() => screen.getByRole("button", { name: "Next slide" }).focus());
  wait(INTERVAL * 4);
  expect(counter()).toBe("1 / 3");
});

test("under reduced motion it starts paused and moves only after Play", async () => {
  reducedMotion.value = true;
  await renderCarousel();
  const button = screen.getByRole("button", { name: "Play reviews" });
  wait(INTERVAL * 4);
  expect(counter()).toBe("1 / 3");

  fireEvent.click(button);
  wait(INTERVAL);
  expect(counter()).toBe("2 / 3");
});

test("previous and next buttons move the counter", async () => {
  await renderCarousel();
  fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
  expect(counter()).toBe("2 / 3");
  fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
  fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
  expect(counter()).toBe("3 / 3");
});
