CREATE TABLE "srt_situations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"situation_text" text NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "srt_situations_situationText_unique" UNIQUE("situation_text")
);
--> statement-breakpoint
CREATE TABLE "test_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"session_id" uuid NOT NULL,
	"test_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"response_text" text,
	"time_taken" integer,
	"extra" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_session_items" (
	"session_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"item_id" uuid NOT NULL,
	CONSTRAINT "test_session_items_session_id_position_pk" PRIMARY KEY("session_id","position")
);
--> statement-breakpoint
CREATE TABLE "test_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"test_type" text NOT NULL,
	"item_count" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"credits_charged" integer DEFAULT 0 NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wat_words" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"word" text NOT NULL,
	"valence" text NOT NULL,
	"kind" text NOT NULL,
	"difficulty" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wat_words_word_unique" UNIQUE("word")
);
--> statement-breakpoint
ALTER TABLE "test_responses" ADD CONSTRAINT "test_responses_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_responses" ADD CONSTRAINT "test_responses_session_id_test_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."test_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_session_items" ADD CONSTRAINT "test_session_items_session_id_test_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."test_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_sessions" ADD CONSTRAINT "test_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "test_responses_session_id_item_id_index" ON "test_responses" USING btree ("session_id","item_id");--> statement-breakpoint
CREATE INDEX "test_responses_user_id_test_type_created_at_index" ON "test_responses" USING btree ("user_id","test_type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "test_session_items_session_id_item_id_index" ON "test_session_items" USING btree ("session_id","item_id");--> statement-breakpoint
CREATE INDEX "test_sessions_user_id_test_type_created_at_index" ON "test_sessions" USING btree ("user_id","test_type","created_at");