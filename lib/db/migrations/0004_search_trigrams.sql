-- The staff inbox searches any part of a name, email or phone: trigram indexes answer that.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "appointments_name_trgm_idx" ON "appointments" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "appointments_email_trgm_idx" ON "appointments" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "appointments_phone_trgm_idx" ON "appointments" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_name_trgm_idx" ON "leads" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_email_trgm_idx" ON "leads" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_phone_trgm_idx" ON "leads" USING gin ("phone" gin_trgm_ops);