CREATE TABLE "judge_devices" (
	"operator_id" uuid NOT NULL,
	"device" text NOT NULL,
	"app_version" text NOT NULL,
	"label" text,
	"pending" jsonb NOT NULL,
	"last_sync_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "judge_devices_operator_id_device_pk" PRIMARY KEY("operator_id","device")
);
--> statement-breakpoint
ALTER TABLE "judge_devices" ADD CONSTRAINT "judge_devices_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;