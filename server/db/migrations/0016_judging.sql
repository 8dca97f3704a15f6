CREATE TABLE "judging_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"assignment_mode" text NOT NULL,
	"per_submission" integer,
	"blind" boolean DEFAULT false NOT NULL,
	"others_scores" text DEFAULT 'never' NOT NULL,
	"scope" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_history" (
	"id" uuid PRIMARY KEY NOT NULL,
	"score_id" uuid NOT NULL,
	"values" jsonb NOT NULL,
	"comment" text NOT NULL,
	"abstain" boolean NOT NULL,
	"conflict" boolean NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scores" (
	"id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"judge_id" uuid NOT NULL,
	"values" jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"abstain" boolean DEFAULT false NOT NULL,
	"conflict" boolean DEFAULT false NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_assignments" (
	"session_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"judge_id" uuid NOT NULL,
	CONSTRAINT "session_assignments_session_id_submission_id_judge_id_pk" PRIMARY KEY("session_id","submission_id","judge_id")
);
--> statement-breakpoint
CREATE TABLE "session_judges" (
	"session_id" uuid NOT NULL,
	"operator_id" uuid NOT NULL,
	CONSTRAINT "session_judges_session_id_operator_id_pk" PRIMARY KEY("session_id","operator_id")
);
--> statement-breakpoint
ALTER TABLE "judging_sessions" ADD CONSTRAINT "judging_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_sessions" ADD CONSTRAINT "judging_sessions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_sessions" ADD CONSTRAINT "judging_sessions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_history" ADD CONSTRAINT "score_history_score_id_scores_id_fk" FOREIGN KEY ("score_id") REFERENCES "public"."scores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_session_id_judging_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."judging_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_judge_id_operators_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_assignments" ADD CONSTRAINT "session_assignments_session_id_judging_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."judging_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_assignments" ADD CONSTRAINT "session_assignments_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_assignments" ADD CONSTRAINT "session_assignments_judge_id_operators_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_judges" ADD CONSTRAINT "session_judges_session_id_judging_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."judging_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_judges" ADD CONSTRAINT "session_judges_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "judging_sessions_form_idx" ON "judging_sessions" USING btree ("form_id","created_at");--> statement-breakpoint
CREATE INDEX "score_history_score_idx" ON "score_history" USING btree ("score_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scores_session_submission_judge_key" ON "scores" USING btree ("session_id","submission_id","judge_id");--> statement-breakpoint
CREATE INDEX "session_assignments_judge_idx" ON "session_assignments" USING btree ("judge_id","session_id");--> statement-breakpoint
CREATE INDEX "session_judges_operator_idx" ON "session_judges" USING btree ("operator_id");