"use client";
// A keyboard user's first Tab draws every band of the page (.render-when-near, app/globals.css)
// before the focus moves. A band not yet drawn counts as a stand-in height, and one drawn when a
// focus move scrolls it into view grows under the focused control and pushes it off screen (seen
// on /AboutUs: the skip link, then Tab, left "Join Us Today" below the window). With every band
// drawn, each focus move scrolls to where the control really is. Pointer and touch visitors never
// pay for that layout.
import { useEffect } from "react";

export function KeyboardDrawsBands() {
  useEffect(() => {
    const drawAll = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      document.documentElement.dataset.bandsDrawn = "";
      document.removeEventListener("keydown", drawAll, true);
    };
    document.addEventListener("keydown", drawAll, true);
    return () => document.removeEventListener("keydown", drawAll, true);
  }, []);
  return null;
}
