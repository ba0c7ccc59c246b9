CREATE TABLE "evaluation_items" (
	"evaluation_id" uuid NOT NULL,
	"response_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"score" smallint NOT NULL,
	"analysis" text NOT NULL,
	"strengths" jsonb NOT NULL,
	"improvements" jsonb NOT NULL,
	"improved" jsonb NOT NULL,
	"olqs_shown" jsonb NOT NULL,
	"olqs_lacking" jsonb NOT NULL,
	"cap" text,
	CONSTRAINT "evaluation_items_evaluation_id_response_id_pk" PRIMARY KEY("evaluation_id","response_id")
);
--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "assessor" text;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "model" text;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "prompt_version" text;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "token_usage" jsonb;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "summary" text;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "olq_profile" jsonb;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "evaluation_items" ADD CONSTRAINT "evaluation_items_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_items" ADD CONSTRAINT "evaluation_items_response_id_test_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."test_responses"("id") ON DELETE cascade ON UPDATE no action;