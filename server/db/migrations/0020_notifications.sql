CREATE TABLE "noty_senders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"level" text NOT NULL,
	"company_id" uuid,
	"project_id" uuid,
	"name" text NOT NULL,
	"from_email" text NOT NULL,
	"from_name" text DEFAULT '' NOT NULL,
	"reply_to" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"smtp_host" text,
	"smtp_port" integer,
	"smtp_secure" text,
	"smtp_user" text,
	"smtp_password_sealed" text,
	"spf" jsonb,
	"spf_checked_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "noty_texts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"level" text NOT NULL,
	"company_id" uuid,
	"project_id" uuid,
	"key" text NOT NULL,
	"lang" text NOT NULL,
	"subject" text NOT NULL,
	"body" jsonb NOT NULL,
	"builtin_hash" text NOT NULL,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_alerts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"raised_at" timestamp with time zone NOT NULL,
	"cleared_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "noty_senders" ADD CONSTRAINT "noty_senders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noty_senders" ADD CONSTRAINT "noty_senders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noty_texts" ADD CONSTRAINT "noty_texts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noty_texts" ADD CONSTRAINT "noty_texts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noty_texts" ADD CONSTRAINT "noty_texts_updated_by_operators_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "noty_senders_default_key" ON "noty_senders" USING btree ("scope") WHERE "noty_senders"."is_default";--> statement-breakpoint
CREATE INDEX "noty_senders_scope_idx" ON "noty_senders" USING btree ("scope");--> statement-breakpoint
CREATE UNIQUE INDEX "noty_texts_cell_key" ON "noty_texts" USING btree ("scope","key","lang");--> statement-breakpoint
CREATE UNIQUE INDEX "system_alerts_open_key" ON "system_alerts" USING btree ("kind","subject") WHERE "system_alerts"."cleared_at" IS NULL;