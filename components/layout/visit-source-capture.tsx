"use client";
// Notes where this visit came from as each page loads (components/forms/visit-source-store.ts),
// so the first page's source is known when a form is sent later. Renders nothing.
import { useEffect } from "react";
import { rememberPageLoad } from "@/components/forms/visit-source-store";

export function VisitSourceCapture() {
  useEffect(rememberPageLoad, []);
  return null;
}
