CREATE TABLE "content_items" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"type_id" integer,
	"site" text,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"cover_url" text NOT NULL,
	"author" text NOT NULL,
	"publish_time" timestamp with time zone NOT NULL,
	"views" integer NOT NULL,
	"likes" integer NOT NULL,
	"video_url" text,
	"pdf_url" text,
	"content" text NOT NULL,
	"demo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_likes" (
	"content_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_likes_content_id_user_id_pk" PRIMARY KEY("content_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "data_supplements" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"param" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"type_id" integer NOT NULL,
	"brand_name" text NOT NULL,
	"logo" text NOT NULL,
	"day_sales" integer NOT NULL,
	"day_gmv" double precision NOT NULL,
	"week_sales" integer NOT NULL,
	"week_gmv" double precision NOT NULL,
	"demo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_goods" (
	"goods_id" text PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"type_id" integer NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"link" text NOT NULL,
	"shop_id" text NOT NULL,
	"shop_name" text NOT NULL,
	"price" double precision NOT NULL,
	"sales" integer NOT NULL,
	"gmv" double precision NOT NULL,
	"comments_count" integer NOT NULL,
	"likes_count" integer NOT NULL,
	"score" double precision NOT NULL,
	"shelf_time" timestamp with time zone NOT NULL,
	"growth_rate" double precision NOT NULL,
	"demo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_keywords" (
	"id" serial PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"type_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"search_index" integer NOT NULL,
	"product_base" integer NOT NULL,
	"recommended_bid" double precision NOT NULL,
	"demo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_shops" (
	"shop_id" text PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"type_id" integer NOT NULL,
	"shop_name" text NOT NULL,
	"logo" text NOT NULL,
	"sales" integer NOT NULL,
	"gmv" double precision NOT NULL,
	"growth_rate" double precision NOT NULL,
	"demo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_activities" (
	"act_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"rules" text NOT NULL,
	"demo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_chances" (
	"act_id" text NOT NULL,
	"user_id" text NOT NULL,
	"chances" integer NOT NULL,
	CONSTRAINT "lottery_chances_act_id_user_id_pk" PRIMARY KEY("act_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "lottery_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"act_id" text NOT NULL,
	"inviter_user_id" text NOT NULL,
	"account" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_prizes" (
	"prize_id" text PRIMARY KEY NOT NULL,
	"act_id" text NOT NULL,
	"name" text NOT NULL,
	"img_url" text NOT NULL,
	"plan_id" integer,
	"weight" integer NOT NULL,
	"demo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"act_id" text NOT NULL,
	"user_id" text NOT NULL,
	"prize_id" text NOT NULL,
	"received" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_daily" (
	"site" text NOT NULL,
	"day" text NOT NULL,
	"total_sales_value" double precision NOT NULL,
	"sales_volume" integer NOT NULL,
	"products_sold" integer NOT NULL,
	"resource_slot_sales_value" double precision NOT NULL,
	"demo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "market_daily_site_day_pk" PRIMARY KEY("site","day")
);
--> statement-breakpoint
CREATE TABLE "qa_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"img_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nick_name" text NOT NULL,
	"head_img" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qa_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"parent_id" integer,
	"user_id" text,
	"content" text NOT NULL,
	"nick_name" text NOT NULL,
	"head_img" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_items_kind_idx" ON "content_items" USING btree ("kind","publish_time");--> statement-breakpoint
CREATE INDEX "demo_goods_site_type_idx" ON "demo_goods" USING btree ("site","type_id");--> statement-breakpoint
CREATE INDEX "lottery_invitations_inviter_idx" ON "lottery_invitations" USING btree ("act_id","inviter_user_id");--> statement-breakpoint
CREATE INDEX "lottery_records_user_idx" ON "lottery_records" USING btree ("act_id","user_id");--> statement-breakpoint
CREATE INDEX "market_daily_day_idx" ON "market_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "qa_questions_user_idx" ON "qa_questions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "qa_replies_question_idx" ON "qa_replies" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "qa_replies_user_idx" ON "qa_replies" USING btree ("user_id");