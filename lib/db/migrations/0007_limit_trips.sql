CREATE TABLE "limit_trips" (
	"limit" text NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "limit_trips_limit_minute_pk" PRIMARY KEY("limit","minute")
);
