CREATE TABLE "mm_campaigns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"template_id" uuid,
	"frozen" jsonb,
	"audience" jsonb NOT NULL,
	"rate_per_second" integer NOT NULL,
	"cap_per_hour" integer,
	"send_at" timestamp with time zone,
	"state" text NOT NULL,
	"paused_reason" text,
	"job_id" uuid,
	"possible_duplicates" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mm_recipients" (
	"id" uuid PRIMARY KEY NOT NULL,
	"campaign_id" uuid NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"submission_id" uuid,
	"lang" text NOT NULL,
	"position" integer NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"mail_id" uuid,
	"queued_at" timestamp with time zone,
	"error" text,
	"sent_at" timestamp with time zone,
	"possible_duplicate" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mm_template_revisions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"template_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"name" text NOT NULL,
	"sender_id" uuid,
	"subject" jsonb NOT NULL,
	"body" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mm_templates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sender_id" uuid,
	"subject" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mm_unsubscribes" (
	"project_id" uuid NOT NULL,
	"email_hash" text NOT NULL,
	"campaign_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "campaign_recipient_id" uuid;--> statement-breakpoint
ALTER TABLE "mm_campaigns" ADD CONSTRAINT "mm_campaigns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mm_campaigns" ADD CONSTRAINT "mm_campaigns_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mm_campaigns" ADD CONSTRAINT "mm_campaigns_template_id_mm_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."mm_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mm_campaigns" ADD CONSTRAINT "mm_campaigns_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mm_recipients" ADD CONSTRAINT "mm_recipients_campaign_id_mm_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."mm_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mm_template_revisions" ADD CONSTRAINT "mm_template_revisions_template_id_mm_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."mm_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mm_template_revisions" ADD CONSTRAINT "mm_template_revisions_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mm_templates" ADD CONSTRAINT "mm_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mm_templates" ADD CONSTRAINT "mm_templates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mm_templates" ADD CONSTRAINT "mm_templates_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mm_unsubscribes" ADD CONSTRAINT "mm_unsubscribes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mm_unsubscribes" ADD CONSTRAINT "mm_unsubscribes_campaign_id_mm_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."mm_campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mm_campaigns_project_idx" ON "mm_campaigns" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "mm_campaigns_template_idx" ON "mm_campaigns" USING btree ("template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mm_recipients_campaign_email_idx" ON "mm_recipients" USING btree ("campaign_id","email");--> statement-breakpoint
CREATE INDEX "mm_recipients_campaign_state_idx" ON "mm_recipients" USING btree ("campaign_id","state","position");--> statement-breakpoint
CREATE INDEX "mm_recipients_unfed_idx" ON "mm_recipients" USING btree ("campaign_id","position") WHERE "mm_recipients"."state" = 'queued' AND "mm_recipients"."mail_id" IS NULL;--> statement-breakpoint
CREATE INDEX "mm_recipients_mail_idx" ON "mm_recipients" USING btree ("mail_id");--> statement-breakpoint
CREATE INDEX "mm_template_revisions_template_idx" ON "mm_template_revisions" USING btree ("template_id","created_at");--> statement-breakpoint
CREATE INDEX "mm_templates_project_idx" ON "mm_templates" USING btree ("project_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "mm_unsubscribes_project_email_idx" ON "mm_unsubscribes" USING btree ("project_id","email_hash");