// drizzle-kit: `npm run db:generate` writes a new migration after lib/db/schema.ts changes.
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/db/schema.ts",
  out: "./lib/db/migrations",
});
