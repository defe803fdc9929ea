// Every table, for Drizzle (lib/db/client.ts) and drizzle-kit (`npm run db:generate`).
export * from "./tables/forms";
export * from "./tables/staff";
export * from "./tables/inbox";
export * from "./tables/content";
export * from "./tables/assignment";
export * from "./tables/alerts";
