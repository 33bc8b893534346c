ALTER TABLE "data_supplements" ADD COLUMN "target_id" bigint;--> statement-breakpoint
ALTER TABLE "data_supplements" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "data_supplements" ADD COLUMN "state" text DEFAULT 'requested' NOT NULL;--> statement-breakpoint
ALTER TABLE "data_supplements" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_supplements" ADD COLUMN "gift_announced_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "data_supplements_requested_idx" ON "data_supplements" USING btree ("kind","target_id") WHERE "data_supplements"."state" = 'requested';--> statement-breakpoint
CREATE INDEX "data_supplements_user_idx" ON "data_supplements" USING btree ("user_id") WHERE "data_supplements"."user_id" is not null;--> statement-breakpoint
-- Applications made before this migration: a plain id is what they asked for (links stay unread; no member is known, so none gifts).
UPDATE "data_supplements" SET "target_id" = "param"::bigint WHERE "param" ~ '^[0-9]{1,18}$';
