ALTER TABLE "operations_log" ADD COLUMN "company_id" uuid;--> statement-breakpoint
CREATE INDEX "operations_log_company_idx" ON "operations_log" USING btree ("company_id");