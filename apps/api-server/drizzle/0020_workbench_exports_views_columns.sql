CREATE TABLE "workbench_column_choices" (
	"user_id" integer NOT NULL,
	"page" text NOT NULL,
	"columns" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workbench_column_choices_user_id_page_pk" PRIMARY KEY("user_id","page")
);
--> statement-breakpoint
CREATE TABLE "workbench_export_counts" (
	"user_id" integer NOT NULL,
	"day" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "workbench_export_counts_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "workbench_saved_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"page" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "workbench_saved_views_user_page_idx" ON "workbench_saved_views" USING btree ("user_id","page","created_at");