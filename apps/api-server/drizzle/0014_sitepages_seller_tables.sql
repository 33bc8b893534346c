CREATE TABLE "authorized_shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"site" text NOT NULL,
	"shop_id" text NOT NULL,
	"shop_name" text NOT NULL,
	"source" text NOT NULL,
	"authorized_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "green_channel_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"company" text NOT NULL,
	"sites" text NOT NULL,
	"category_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "authorized_shops_user_shop_key" ON "authorized_shops" USING btree ("user_id","site","shop_id");--> statement-breakpoint
CREATE INDEX "authorized_shops_user_idx" ON "authorized_shops" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "green_channel_applications_phone_idx" ON "green_channel_applications" USING btree ("phone","created_at");