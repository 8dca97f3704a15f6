CREATE TABLE "conditions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"required" boolean NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by" uuid,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "form_invitations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"form_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"user_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"form_version" integer NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"block" integer DEFAULT 0 NOT NULL,
	"lang" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "condition_acceptances" (
	"user_id" uuid NOT NULL,
	"condition_id" uuid NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	CONSTRAINT "condition_acceptances_user_id_condition_id_pk" PRIMARY KEY("user_id","condition_id")
);
--> statement-breakpoint
CREATE TABLE "email_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"email" text NOT NULL,
	"binding_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"invitation_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "registered_users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"preferred_lang" text DEFAULT '' NOT NULL,
	"blocked_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "respondent_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "conditions" ADD CONSTRAINT "conditions_published_by_operators_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_invitations" ADD CONSTRAINT "form_invitations_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_invitations" ADD CONSTRAINT "form_invitations_invited_by_operators_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_user_id_registered_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."registered_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_acceptances" ADD CONSTRAINT "condition_acceptances_user_id_registered_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."registered_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_acceptances" ADD CONSTRAINT "condition_acceptances_condition_id_conditions_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."conditions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registered_users" ADD CONSTRAINT "registered_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registered_users" ADD CONSTRAINT "registered_users_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "respondent_sessions" ADD CONSTRAINT "respondent_sessions_user_id_registered_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."registered_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conditions_key_version_key" ON "conditions" USING btree ("key","version");--> statement-breakpoint
CREATE UNIQUE INDEX "form_invitations_form_email_key" ON "form_invitations" USING btree ("form_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "form_invitations_token_key" ON "form_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "submissions_form_status_idx" ON "submissions" USING btree ("form_id","status");--> statement-breakpoint
CREATE INDEX "submissions_user_idx" ON "submissions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "submissions_project_idx" ON "submissions" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_one_draft_key" ON "submissions" USING btree ("form_id","user_id") WHERE "submissions"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "email_codes_binding_idx" ON "email_codes" USING btree ("binding_hash");--> statement-breakpoint
CREATE INDEX "email_codes_project_email_idx" ON "email_codes" USING btree ("project_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "registered_users_project_email_key" ON "registered_users" USING btree ("project_id","email");--> statement-breakpoint
CREATE INDEX "registered_users_company_idx" ON "registered_users" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "respondent_sessions_user_idx" ON "respondent_sessions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_user_id_registered_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."registered_users"("id") ON DELETE cascade ON UPDATE no action;