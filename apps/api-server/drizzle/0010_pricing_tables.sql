CREATE TABLE "pricing_calculations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"site" text NOT NULL,
	"schedule_id" text NOT NULL,
	"rate_day" text NOT NULL,
	"query" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing_commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_id" text NOT NULL,
	"seller_type" text NOT NULL,
	"category_id" integer,
	"rate_bp" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing_programmes" (
	"schedule_id" text NOT NULL,
	"code" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"cap_minor" integer,
	CONSTRAINT "pricing_programmes_schedule_id_code_pk" PRIMARY KEY("schedule_id","code")
);
--> statement-breakpoint
CREATE TABLE "pricing_rates" (
	"day" text NOT NULL,
	"currency" text NOT NULL,
	"per_cny" numeric(18, 6) NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "pricing_rates_day_currency_pk" PRIMARY KEY("day","currency")
);
--> statement-breakpoint
CREATE TABLE "pricing_schedules" (
	"id" text PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"currency" text NOT NULL,
	"effective_from" text NOT NULL,
	"source_title" text NOT NULL,
	"source_url" text NOT NULL,
	"transaction_fee_bp" integer NOT NULL,
	"extra_step_grams" integer NOT NULL,
	"extra_step_fee_minor" integer NOT NULL,
	"volumetric_divisor" integer
);
--> statement-breakpoint
CREATE TABLE "pricing_shipping_bands" (
	"schedule_id" text NOT NULL,
	"up_to_grams" integer NOT NULL,
	"fee_minor" integer NOT NULL,
	CONSTRAINT "pricing_shipping_bands_schedule_id_up_to_grams_pk" PRIMARY KEY("schedule_id","up_to_grams")
);
--> statement-breakpoint
CREATE TABLE "pricing_taxes" (
	"schedule_id" text NOT NULL,
	"code" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"base" text NOT NULL,
	"seller_types" jsonb NOT NULL,
	CONSTRAINT "pricing_taxes_schedule_id_code_pk" PRIMARY KEY("schedule_id","code")
);
--> statement-breakpoint
CREATE INDEX "pricing_calculations_user_idx" ON "pricing_calculations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pricing_commissions_schedule_idx" ON "pricing_commissions" USING btree ("schedule_id");--> statement-breakpoint
CREATE INDEX "pricing_schedules_site_idx" ON "pricing_schedules" USING btree ("site","effective_from");