CREATE TABLE "cooperation_organs" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"organ_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"coupon_id" text PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"plan_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"used_at" timestamp with time zone,
	"end_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_credentials" (
	"digest" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_window_settings" (
	"user_id" integer NOT NULL,
	"open_type" integer NOT NULL,
	"open_flag" integer NOT NULL,
	CONSTRAINT "open_window_settings_user_id_open_type_pk" PRIMARY KEY("user_id","open_type")
);
--> statement-breakpoint
CREATE TABLE "partner_channels" (
	"url_code" text PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"channel_id" integer NOT NULL,
	"channel_name" text NOT NULL,
	"invite" text,
	"invite_channel" text
);
--> statement-breakpoint
CREATE TABLE "trial_giveaways" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"window_shown_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_category_buys" (
	"user_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"buy_status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_category_buys_user_id_category_id_pk" PRIMARY KEY("user_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "user_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"type" text NOT NULL,
	"complaint" text,
	"problem_description" text NOT NULL,
	"img_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_private_channels" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"channel_type" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_products" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"maturity_time" timestamp with time zone,
	"bonus_end_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_registrations" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"invite" text,
	"invite_channel" text,
	"search_word" text,
	"key_word" text,
	"expand_info" text,
	"first_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_credentials_user_idx" ON "login_credentials" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_feedback_user_idx" ON "user_feedback" USING btree ("user_id");