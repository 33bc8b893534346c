CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"day" date,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitor_follows" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"entity" text NOT NULL,
	"item_id" bigint NOT NULL,
	"site" text NOT NULL,
	"group_name" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"followed_day" date,
	"followed_figures" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitor_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	"rule_name" text NOT NULL,
	"kind" text NOT NULL,
	"threshold" double precision,
	"entity" text NOT NULL,
	"item_id" bigint NOT NULL,
	"site" text NOT NULL,
	"title" text NOT NULL,
	"day" date NOT NULL,
	"figures" jsonb NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitor_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"entity" text NOT NULL,
	"kind" text NOT NULL,
	"threshold" double precision,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"combine" text DEFAULT 'and' NOT NULL,
	"group_name" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitor_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitor_webhook_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"ok" boolean NOT NULL,
	"http_status" integer,
	"error" text,
	"ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitor_webhook_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"day" date,
	"url" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitor_webhooks" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_user_kind_day_key" ON "mail_outbox" USING btree ("user_id","kind","day");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to","id");--> statement-breakpoint
CREATE UNIQUE INDEX "monitor_follows_user_item_key" ON "monitor_follows" USING btree ("user_id","entity","item_id","site");--> statement-breakpoint
CREATE INDEX "monitor_follows_item_idx" ON "monitor_follows" USING btree ("entity","item_id","site");--> statement-breakpoint
CREATE UNIQUE INDEX "monitor_notifications_rule_item_day_key" ON "monitor_notifications" USING btree ("rule_id","entity","item_id","site","day");--> statement-breakpoint
CREATE INDEX "monitor_notifications_user_idx" ON "monitor_notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "monitor_notifications_unread_idx" ON "monitor_notifications" USING btree ("user_id") WHERE not "monitor_notifications"."read";--> statement-breakpoint
CREATE INDEX "monitor_rules_user_idx" ON "monitor_rules" USING btree ("user_id","entity");--> statement-breakpoint
CREATE INDEX "monitor_webhook_attempts_delivery_idx" ON "monitor_webhook_attempts" USING btree ("delivery_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "monitor_webhook_deliveries_user_day_key" ON "monitor_webhook_deliveries" USING btree ("user_id","type","day");--> statement-breakpoint
CREATE INDEX "monitor_webhook_deliveries_user_idx" ON "monitor_webhook_deliveries" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "monitor_webhook_deliveries_due_idx" ON "monitor_webhook_deliveries" USING btree ("next_attempt_at") WHERE "monitor_webhook_deliveries"."status" = 'pending';