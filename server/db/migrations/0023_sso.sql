CREATE TABLE "sso_flows" (
	"id" uuid PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"provider_id" uuid NOT NULL,
	"test_by" uuid,
	"binding_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sso_identities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"operator_id" uuid NOT NULL,
	"provider_id" uuid,
	"email" text,
	"linked_at" timestamp with time zone NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sso_providers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text NOT NULL,
	"scopes" text NOT NULL,
	"claims" jsonb NOT NULL,
	"role_map" jsonb NOT NULL,
	"link_verified_email" boolean DEFAULT false NOT NULL,
	"create_operators" boolean DEFAULT false NOT NULL,
	"groups_win" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"tested_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_results" (
	"id" text PRIMARY KEY NOT NULL,
	"provider_id" uuid,
	"operator_id" uuid,
	"test_by" uuid,
	"refusal" text,
	"refusal_args" jsonb,
	"report" jsonb,
	"binding_hash" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sso_flows" ADD CONSTRAINT "sso_flows_test_by_operators_id_fk" FOREIGN KEY ("test_by") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_results" ADD CONSTRAINT "sso_results_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_results" ADD CONSTRAINT "sso_results_test_by_operators_id_fk" FOREIGN KEY ("test_by") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sso_flows_state_key" ON "sso_flows" USING btree ("state");--> statement-breakpoint
CREATE INDEX "sso_flows_expires_idx" ON "sso_flows" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_identities_subject_key" ON "sso_identities" USING btree ("issuer","subject");--> statement-breakpoint
CREATE INDEX "sso_identities_operator_idx" ON "sso_identities" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "sso_results_expires_idx" ON "sso_results" USING btree ("expires_at");