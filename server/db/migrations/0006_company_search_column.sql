DROP INDEX "companies_search_name_idx";--> statement-breakpoint
DROP INDEX "companies_search_slug_idx";--> statement-breakpoint
DROP INDEX "companies_search_contact_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search" text GENERATED ALWAYS AS (lower(name || ' ' || slug || ' ' || contact_email)) STORED;--> statement-breakpoint
CREATE INDEX "companies_search_idx" ON "companies" USING gin ("search" gin_trgm_ops);