import { act, renderHook } from "@testing-library/react";
import { storageKey } from "@/components/learning/solved-store";
import { useSolved } from "@/components/learning/use-solved";

const KEY = storageKey("codeforces");
const stored = () => JSON.parse(window.localStorage.getItem(KEY) ?? "[]") as string[];

describe("solved ticks kept in this browser", () => {
  beforeEach(() => window.localStorage.clear());

  it("keeps two ticks made before the page renders again", () => {
    const { result } = renderHook(() => useSolved("codeforces"));
    act(() => {
      result.current.mark("1900A", true);
      result.current.mark("1800B", true);
    });
    expect(stored()).toEqual(["1800B", "1900A"]);
    expect([...result.current.solved].sort()).toEqual(["1800B", "1900A"]);
  });

  it("keeps what another tab ticked when this one ticks or unticks", () => {
    window.localStorage.setItem(KEY, JSON.stringify(["1700C"]));
    const { result } = renderHook(() => useSolved("codeforces"));
    // Another tab ticks a problem; this page has not heard of it yet.
    window.localStorage.setItem(KEY, JSON.stringify(["1700C", "1600D"]));
    act(() => void result.current.mark("1900A", true));
    expect(stored()).toEqual(["1600D", "1700C", "1900A"]);
    act(() => void result.current.mark("1700C", false));
    expect(stored()).toEqual(["1600D", "1900A"]);
  });

  it("gives the same tick function on every render, so rows need not render again", () => {
    const { result, rerender } = renderHook(() => useSolved("codeforces"));
    const first = result.current.mark;
    act(() => void result.current.mark("1900A", true));
    rerender();
    expect(result.current.mark).toBe(first);
  });
});
