CREATE TABLE "mail_queue" (
	"id" uuid PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"from_address" text,
	"reply_to" text,
	"sender_id" text,
	"sealed" text,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"last_code" integer,
	"last_answer" text,
	"cause" text NOT NULL,
	"company_id" uuid,
	"project_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_queue_claim_idx" ON "mail_queue" USING btree ("next_attempt_at") WHERE "mail_queue"."state" IN ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "mail_queue_finished_idx" ON "mail_queue" USING btree ("updated_at") WHERE "mail_queue"."state" IN ('sent', 'failed');