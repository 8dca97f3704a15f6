CREATE INDEX "companies_search_name_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_search_slug_idx" ON "companies" USING gin ("slug" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_search_contact_idx" ON "companies" USING gin ("contact_email" gin_trgm_ops);