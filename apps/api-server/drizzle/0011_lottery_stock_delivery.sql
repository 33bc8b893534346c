ALTER TABLE "lottery_invitations" ADD COLUMN "invitee_user_id" text;--> statement-breakpoint
ALTER TABLE "lottery_prizes" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "lottery_prizes" ADD COLUMN "no_win" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_prizes" ADD COLUMN "shipped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_records" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lottery_records" ADD COLUMN "delivery_name" text;--> statement-breakpoint
ALTER TABLE "lottery_records" ADD COLUMN "delivery_phone" text;--> statement-breakpoint
ALTER TABLE "lottery_records" ADD COLUMN "delivery_address" text;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_invitations_invitee_key" ON "lottery_invitations" USING btree ("act_id","invitee_user_id");--> statement-breakpoint
UPDATE "lottery_prizes" SET "no_win" = true WHERE "demo" AND "prize_id" LIKE '%-p4';
