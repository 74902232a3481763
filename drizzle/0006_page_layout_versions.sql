CREATE TABLE "page_layout_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"layout_id" integer NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"page_key" text NOT NULL,
	"layout_data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer
);
--> statement-breakpoint
DROP INDEX "page_layouts_page_key_idx";--> statement-breakpoint
ALTER TABLE "page_layout_versions" ADD CONSTRAINT "page_layout_versions_layout_id_page_layouts_id_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."page_layouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_layout_versions" ADD CONSTRAINT "page_layout_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "page_layout_versions_layout_version_key" ON "page_layout_versions" USING btree ("layout_id","version");--> statement-breakpoint
CREATE INDEX "page_layout_versions_page_key_idx" ON "page_layout_versions" USING btree ("page_key","published_at");--> statement-breakpoint
-- Page keys become unique: a later duplicate gets its id appended.
UPDATE "page_layouts" AS p SET "page_key" = p."page_key" || '-' || p."id" WHERE EXISTS (SELECT 1 FROM "page_layouts" AS q WHERE q."page_key" = p."page_key" AND q."id" < p."id");--> statement-breakpoint
-- A layout published before versions existed keeps showing: its row becomes its first published version.
INSERT INTO "page_layout_versions" ("layout_id", "version", "name", "description", "page_key", "layout_data", "published_at") SELECT "id", "version", "name", "description", "page_key", "layout_data", coalesce("published_at", "updated_at") FROM "page_layouts" WHERE "is_published";--> statement-breakpoint
CREATE UNIQUE INDEX "page_layouts_page_key_key" ON "page_layouts" USING btree ("page_key");