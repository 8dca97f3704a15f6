DROP INDEX "companies_name_idx";--> statement-breakpoint
CREATE INDEX "companies_updated_idx" ON "companies" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name","id");