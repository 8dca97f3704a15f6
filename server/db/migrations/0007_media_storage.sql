ALTER TABLE "media" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
-- Files stored before kinds existed were images shown to anyone by id (logos, backgrounds): they become theme graphics of the installation, as public as before.
ALTER TABLE "media" ADD COLUMN "kind" text DEFAULT 'theme' NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ALTER COLUMN "kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "operator_id" uuid;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "project_id" uuid;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_storage_key_key" ON "media" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "media_company_idx" ON "media" USING btree ("company_id","project_id");--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_bytes_in_one_place" CHECK (("media"."data" IS NULL) <> ("media"."storage_key" IS NULL));--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_project_has_company" CHECK ("media"."project_id" IS NULL OR "media"."company_id" IS NOT NULL);