CREATE TABLE "results_versions" (
	"form_id" uuid PRIMARY KEY NOT NULL,
	"version" uuid NOT NULL
);
--> statement-breakpoint
DROP INDEX "submissions_form_submitted_idx";--> statement-breakpoint
CREATE INDEX "submissions_form_sent_idx" ON "submissions" USING btree ("form_id","submitted_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Each statement that writes submissions gives every form it touched a new version, once, in the
-- writer's own transaction: the forms in order, so two writers never wait on each other crosswise.
CREATE FUNCTION "results_versions_renew_new"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "results_versions" ("form_id", "version")
    SELECT "form_id", gen_random_uuid() FROM (SELECT DISTINCT "form_id" FROM "changed_rows") AS "touched" ORDER BY "form_id"
    ON CONFLICT ("form_id") DO UPDATE SET "version" = excluded."version";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "results_versions_renew_old"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "results_versions" ("form_id", "version")
    SELECT "form_id", gen_random_uuid() FROM (SELECT DISTINCT "form_id" FROM "gone_rows") AS "touched" ORDER BY "form_id"
    ON CONFLICT ("form_id") DO UPDATE SET "version" = excluded."version";
  RETURN NULL;
END $$;--> statement-breakpoint
-- Emptied all at once (no rows to name): every form's version goes, and reads as new.
CREATE FUNCTION "results_versions_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "results_versions";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "submissions_inserted_renew_results_version" AFTER INSERT ON "submissions"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "results_versions_renew_new"();--> statement-breakpoint
CREATE TRIGGER "submissions_updated_renew_results_version" AFTER UPDATE ON "submissions"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "results_versions_renew_new"();--> statement-breakpoint
CREATE TRIGGER "submissions_deleted_renew_results_version" AFTER DELETE ON "submissions"
  REFERENCING OLD TABLE AS "gone_rows" FOR EACH STATEMENT EXECUTE FUNCTION "results_versions_renew_old"();--> statement-breakpoint
CREATE TRIGGER "submissions_emptied_forget_results_versions" AFTER TRUNCATE ON "submissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "results_versions_forget"();
