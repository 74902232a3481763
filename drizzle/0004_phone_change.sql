ALTER TYPE "public"."otp_purpose" ADD VALUE 'PHONE_CHANGE';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_phone_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_phone_requested_at" timestamp with time zone;