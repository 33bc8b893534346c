CREATE TABLE "coupon_claims" (
	"coupon_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupon_claims_coupon_id_user_id_pk" PRIMARY KEY("coupon_id","user_id")
);
