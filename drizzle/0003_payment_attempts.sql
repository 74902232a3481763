CREATE TYPE "public"."payment_status" AS ENUM('PENDING', 'COMPLETED', 'FAILED', 'CANCELLED', 'REFUND_NEEDED');--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "status" SET DATA TYPE "public"."payment_status" USING "status"::text::"public"."payment_status";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "status" SET DEFAULT 'PENDING';--> statement-breakpoint
-- Older open attempts of the same donation or course purchase are cancelled: one open attempt per subject.
UPDATE "payments" SET "status" = 'CANCELLED' WHERE "status" = 'PENDING' AND "id" NOT IN (SELECT max("id") FROM "payments" WHERE "status" = 'PENDING' GROUP BY "donation_id", "enrollment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_open_donation_key" ON "payments" USING btree ("donation_id") WHERE "payments"."status" = 'PENDING' and "payments"."donation_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_open_enrollment_key" ON "payments" USING btree ("enrollment_id") WHERE "payments"."status" = 'PENDING' and "payments"."enrollment_id" is not null;