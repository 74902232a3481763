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
ALTER TABLE "donations" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate(coalesce(donor_name, '') || ' ' || coalesce(donor_email, '') || ' ' || coalesce(payment_reference, ''), 'يك۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩‌ـ', 'یک01234567890123456789'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone_number, ''), 'يك۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩‌ـ', 'یک01234567890123456789'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_created_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_object_created_idx" ON "audit_log" USING btree ("object_type","created_at");--> statement-breakpoint
CREATE INDEX "donations_date_idx" ON "donations" USING btree ("donation_date");--> statement-breakpoint
CREATE INDEX "donations_search_text_trgm_idx" ON "donations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);