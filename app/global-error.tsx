"use client";

import { ErrorScreen } from "@/components/layout/error-screen";
import "@/app/globals.css";

// Replaces the root layout when the layout itself fails, so it brings its own <html>.
export default function GlobalError(props: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="en-IN">
      <body>
        <ErrorScreen {...props} />
      </body>
    </html>
  );
}
