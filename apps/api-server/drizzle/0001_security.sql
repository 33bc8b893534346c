CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_devices" (
	"user_id" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	CONSTRAINT "user_devices_user_id_fingerprint_pk" PRIMARY KEY("user_id","fingerprint")
);
--> statement-breakpoint
ALTER TABLE "captcha_challenges" ADD COLUMN "piece_y" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "captcha_challenges" ADD COLUMN "piece_shape" text DEFAULT 'puzzle' NOT NULL;--> statement-breakpoint
ALTER TABLE "captcha_challenges" ADD COLUMN "attempted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "captcha_challenges" ADD COLUMN "ticket_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "qr_scenes" ADD COLUMN "scanned_open_id" text;--> statement-breakpoint
ALTER TABLE "qr_scenes" ADD COLUMN "scanned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "qr_scenes" ADD COLUMN "consumed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "login_failures_account_idx" ON "login_failures" USING btree ("account","failed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "captcha_challenges_ticket_key" ON "captcha_challenges" USING btree ("ticket");