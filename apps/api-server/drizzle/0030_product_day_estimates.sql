ALTER TABLE "market_product_days" ADD COLUMN "sales_low" integer;--> statement-breakpoint
ALTER TABLE "market_product_days" ADD COLUMN "sales_high" integer;--> statement-breakpoint
ALTER TABLE "market_product_days" ADD COLUMN "estimate_basis" text;--> statement-breakpoint
ALTER TABLE "market_product_days" ADD COLUMN "provisional" boolean;--> statement-breakpoint
ALTER TABLE "market_product_days" ADD COLUMN "sold_low" integer;--> statement-breakpoint
ALTER TABLE "market_product_days" ADD COLUMN "sold_high" integer;--> statement-breakpoint
ALTER TABLE "market_product_days" ADD COLUMN "monthly_low" integer;--> statement-breakpoint
ALTER TABLE "market_product_days" ADD COLUMN "monthly_high" integer;--> statement-breakpoint
ALTER TABLE "market_product_days" ADD COLUMN "reviews" integer;--> statement-breakpoint
ALTER TABLE "market_product_days" ADD COLUMN "observed_at" timestamp with time zone;