CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donation_tallies" (
	"program_id" integer NOT NULL,
	"status" "donation_status" NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "donation_tallies_program_id_status_pk" PRIMARY KEY("program_id","status")
);
--> statement-breakpoint
DROP INDEX "donations_status_date_idx";--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate(coalesce(donor_name, '') || ' ' || coalesce(donor_email, '') || ' ' || coalesce(payment_reference, ''), 'يك۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩‌ـ', 'یک01234567890123456789'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone_number, ''), 'يك۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩‌ـ', 'یک01234567890123456789'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_created_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_object_created_idx" ON "audit_log" USING btree ("object_type","created_at");--> statement-breakpoint
CREATE INDEX "donations_date_idx" ON "donations" USING btree ("donation_date","id");--> statement-breakpoint
CREATE INDEX "donations_program_date_idx" ON "donations" USING btree ("program_id","donation_date","id");--> statement-breakpoint
CREATE INDEX "donations_search_text_trgm_idx" ON "donations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "donations_status_date_idx" ON "donations" USING btree ("status","donation_date","id");--> statement-breakpoint
CREATE FUNCTION donation_tally() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE donation_tallies SET n = n - 1 WHERE program_id = OLD.program_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO donation_tallies (program_id, status, n) VALUES (NEW.program_id, NEW.status, 1)
      ON CONFLICT (program_id, status) DO UPDATE SET n = donation_tallies.n + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER donations_tally AFTER INSERT OR DELETE OR UPDATE OF status, program_id ON donations
  FOR EACH ROW EXECUTE FUNCTION donation_tally();--> statement-breakpoint
INSERT INTO donation_tallies (program_id, status, n)
  SELECT program_id, status, count(*) FROM donations GROUP BY program_id, status;
