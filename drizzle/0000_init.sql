CREATE TYPE "public"."otp_purpose" AS ENUM('LOGIN', 'SIGNUP');--> statement-breakpoint
CREATE TYPE "public"."contact_status" AS ENUM('NEW', 'IN_PROGRESS', 'RESOLVED');--> statement-breakpoint
CREATE TYPE "public"."contact_subject" AS ENUM('DONATION', 'VOLUNTEER', 'HELP_REQUEST', 'PARTNERSHIP', 'COMPLAINT', 'SUGGESTION', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."course_category" AS ENUM('TECHNOLOGY', 'BUSINESS', 'LANGUAGE', 'ART', 'SCIENCE', 'PERSONAL', 'HEALTH', 'PERSONAL_DEVELOPMENT', 'ACADEMIC', 'PROFESSIONAL', 'LIFE_SKILLS');--> statement-breakpoint
CREATE TYPE "public"."course_language" AS ENUM('PERSIAN', 'ENGLISH', 'ARABIC');--> statement-breakpoint
CREATE TYPE "public"."course_level" AS ENUM('BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'EXPERT');--> statement-breakpoint
CREATE TYPE "public"."course_status" AS ENUM('DRAFT', 'PUBLISHED', 'ARCHIVED');--> statement-breakpoint
CREATE TYPE "public"."lesson_content_type" AS ENUM('VIDEO', 'TEXT', 'QUIZ', 'ASSIGNMENT', 'RESOURCE');--> statement-breakpoint
CREATE TYPE "public"."notification_type" AS ENUM('COURSE', 'DONATION', 'PROGRAM', 'PROFILE', 'SYSTEM');--> statement-breakpoint
CREATE TYPE "public"."donation_status" AS ENUM('PENDING', 'COMPLETED', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."enrollment_status" AS ENUM('PENDING', 'ACTIVE', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('ZARINPAL', 'CARD_TO_CARD', 'BANK_TRANSFER');--> statement-breakpoint
CREATE TYPE "public"."payment_usage_scope" AS ENUM('BOTH', 'PROGRAM', 'COURSE');--> statement-breakpoint
CREATE TYPE "public"."program_status" AS ENUM('DRAFT', 'PENDING', 'ACTIVE', 'PAUSED', 'SUSPENDED', 'COMPLETED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."program_type" AS ENUM('SCHOLARSHIP', 'SUPPLIES', 'MENTORSHIP', 'INFRASTRUCTURE', 'VOCATIONAL_TRAINING', 'TUTORING', 'TECHNOLOGY_ACCESS', 'NUTRITION', 'EMERGENCY_ASSISTANCE');--> statement-breakpoint
CREATE TYPE "public"."education_level" AS ENUM('ELEMENTARY', 'MIDDLE_SCHOOL', 'HIGH_SCHOOL', 'DIPLOMA', 'ASSOCIATE', 'UNIVERSITY', 'BACHELOR', 'MASTER', 'GRADUATE', 'DOCTORATE');--> statement-breakpoint
CREATE TYPE "public"."staff_position" AS ENUM('PROGRAM_MANAGER', 'VOLUNTEER_COORDINATOR', 'FINANCE_OFFICER', 'COMMUNICATIONS', 'FIELD_WORKER', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."user_type" AS ENUM('STUDENT', 'DONOR', 'STAFF', 'ADMIN');--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"purpose" "otp_purpose" NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" "contact_subject" NOT NULL,
	"message" text NOT NULL,
	"status" "contact_status" DEFAULT 'NEW' NOT NULL,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"url" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"original_name" text,
	"owner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landing_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_key" text NOT NULL,
	"title" text,
	"subtitle" text,
	"content" text,
	"image_url" text,
	"link_url" text,
	"link_text" text,
	"order_index" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"extra_data" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_layouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"page_key" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"layout_data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"image_url" text NOT NULL,
	"link" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"show_title" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"chapter_order" integer DEFAULT 1 NOT NULL,
	"duration_minutes" integer DEFAULT 0 NOT NULL,
	"video_url" text,
	"video_key" text,
	"is_free" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"short_description" text,
	"description" text,
	"what_you_will_learn" text,
	"requirements" text,
	"target_audience" text,
	"category" "course_category" NOT NULL,
	"level" "course_level" NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"original_price" bigint,
	"duration_hours" integer DEFAULT 0 NOT NULL,
	"duration_minutes" integer DEFAULT 0 NOT NULL,
	"max_students" integer,
	"language" "course_language" DEFAULT 'PERSIAN' NOT NULL,
	"certificate_provided" boolean DEFAULT false NOT NULL,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"thumbnail_url" text,
	"trailer_video_url" text,
	"auto_play_trailer" boolean DEFAULT false NOT NULL,
	"show_thumbnail_overlay" boolean DEFAULT true NOT NULL,
	"status" "course_status" DEFAULT 'DRAFT' NOT NULL,
	"instructor_id" integer,
	"instructor_name" text,
	"rating" real DEFAULT 0 NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"enrolled_students" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"chapter_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"content_type" "lesson_content_type" DEFAULT 'VIDEO' NOT NULL,
	"duration_minutes" integer DEFAULT 0 NOT NULL,
	"video_url" text,
	"video_key" text,
	"content_text" text,
	"resources_urls" text,
	"is_free" boolean DEFAULT false NOT NULL,
	"is_downloadable" boolean DEFAULT false NOT NULL,
	"notes" text,
	"lesson_order" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" "notification_type" DEFAULT 'SYSTEM' NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"action_url" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"user_id" integer,
	"amount" bigint NOT NULL,
	"donor_name" text,
	"donor_email" text,
	"message" text,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"payment_method" text NOT NULL,
	"status" "donation_status" DEFAULT 'PENDING' NOT NULL,
	"payment_reference" text,
	"donation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donations_amount_positive" CHECK ("donations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "enrollments" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" "enrollment_status" DEFAULT 'ACTIVE' NOT NULL,
	"amount_paid" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"display_name_fa" text NOT NULL,
	"display_name_en" text,
	"description" text,
	"icon" text,
	"usage_scope" "payment_usage_scope" DEFAULT 'BOTH' NOT NULL,
	"provider" "payment_provider" DEFAULT 'ZARINPAL' NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"donation_id" integer,
	"enrollment_id" integer,
	"provider" "payment_provider" NOT NULL,
	"amount" bigint NOT NULL,
	"status" "donation_status" DEFAULT 'PENDING' NOT NULL,
	"authority" text,
	"ref_id" text,
	"card_pan" text,
	"card_hash" text,
	"fee" bigint,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_one_subject" CHECK (("payments"."donation_id" is null) <> ("payments"."enrollment_id" is null))
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"program_type" "program_type" NOT NULL,
	"status" "program_status" DEFAULT 'DRAFT' NOT NULL,
	"start_date" date,
	"end_date" date,
	"application_deadline" date,
	"image_url" text,
	"location" text,
	"duration" text,
	"target_budget" bigint,
	"raised_amount" bigint DEFAULT 0 NOT NULL,
	"max_participants" integer,
	"current_participants" integer DEFAULT 0 NOT NULL,
	"eligibility_criteria" text,
	"required_documents" text,
	"benefits" text,
	"requirements" text,
	"timeline" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"coordinator_id" integer,
	"coordinator_name" text,
	"coordinator_email" text,
	"coordinator_phone" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"user_agent" text,
	"ip_address" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone_number" text NOT NULL,
	"password_hash" text,
	"user_type" "user_type" DEFAULT 'STUDENT' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"phone_verified" boolean DEFAULT false NOT NULL,
	"organization" text,
	"staff_position" "staff_position",
	"student_id" text,
	"education_level" "education_level",
	"profile_image_url" text,
	"notification_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"privacy_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_login_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_instructor_id_users_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_coordinator_id_users_id_fk" FOREIGN KEY ("coordinator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "otp_codes_phone_purpose_created_idx" ON "otp_codes" USING btree ("phone_number","purpose","created_at");--> statement-breakpoint
CREATE INDEX "otp_codes_created_at_idx" ON "otp_codes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_status_created_idx" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "files_storage_key_key" ON "files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "landing_contents_section_key_idx" ON "landing_contents" USING btree ("section_key","order_index");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_key" ON "newsletter_subscribers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "page_layouts_page_key_idx" ON "page_layouts" USING btree ("page_key","is_published");--> statement-breakpoint
CREATE INDEX "slides_published_order_idx" ON "slides" USING btree ("published","display_order");--> statement-breakpoint
CREATE INDEX "chapters_course_order_idx" ON "chapters" USING btree ("course_id","chapter_order");--> statement-breakpoint
CREATE INDEX "courses_status_created_idx" ON "courses" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "courses_status_category_level_idx" ON "courses" USING btree ("status","category","level");--> statement-breakpoint
CREATE INDEX "courses_status_price_idx" ON "courses" USING btree ("status","price");--> statement-breakpoint
CREATE INDEX "courses_status_rating_idx" ON "courses" USING btree ("status","rating");--> statement-breakpoint
CREATE INDEX "courses_status_enrolled_idx" ON "courses" USING btree ("status","enrolled_students");--> statement-breakpoint
CREATE INDEX "courses_instructor_idx" ON "courses" USING btree ("instructor_id");--> statement-breakpoint
CREATE INDEX "lessons_chapter_order_idx" ON "lessons" USING btree ("chapter_id","lesson_order");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id","is_read");--> statement-breakpoint
CREATE INDEX "donations_program_status_date_idx" ON "donations" USING btree ("program_id","status","donation_date");--> statement-breakpoint
CREATE INDEX "donations_user_status_idx" ON "donations" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "donations_status_date_idx" ON "donations" USING btree ("status","donation_date");--> statement-breakpoint
CREATE UNIQUE INDEX "enrollments_course_user_key" ON "enrollments" USING btree ("course_id","user_id");--> statement-breakpoint
CREATE INDEX "enrollments_user_idx" ON "enrollments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_code_key" ON "payment_methods" USING btree ("code");--> statement-breakpoint
CREATE INDEX "payment_methods_active_idx" ON "payment_methods" USING btree ("is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_authority_key" ON "payments" USING btree ("authority");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_ref_id_key" ON "payments" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "payments_donation_idx" ON "payments" USING btree ("donation_id");--> statement-breakpoint
CREATE INDEX "payments_enrollment_idx" ON "payments" USING btree ("enrollment_id");--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "programs_status_created_idx" ON "programs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "programs_type_status_idx" ON "programs" USING btree ("program_type","status");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_number_key" ON "users" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_user_type_created_at_idx" ON "users" USING btree ("user_type","created_at");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");