CREATE TABLE "interview_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"interviewer_id" uuid NOT NULL,
	"slot_id" uuid NOT NULL,
	"order_id" uuid,
	"is_included" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"jitsi_room_name" text NOT NULL,
	"booked_mail_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_requests_jitsiRoomName_unique" UNIQUE("jitsi_room_name")
);
--> statement-breakpoint
CREATE TABLE "interview_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interviewer_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"held_by" text,
	"hold_ref" text,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interviewers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"age" integer NOT NULL,
	"rating" real NOT NULL,
	"recommendations_count" integer DEFAULT 0 NOT NULL,
	"recommendation_places" text[] DEFAULT '{}'::text[] NOT NULL,
	"specialization" text NOT NULL,
	"experience_years" integer NOT NULL,
	"bio" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviewers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "interview_requests" ADD CONSTRAINT "interview_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_requests" ADD CONSTRAINT "interview_requests_interviewer_id_interviewers_id_fk" FOREIGN KEY ("interviewer_id") REFERENCES "public"."interviewers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_requests" ADD CONSTRAINT "interview_requests_slot_id_interview_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."interview_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_requests" ADD CONSTRAINT "interview_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_interviewer_id_interviewers_id_fk" FOREIGN KEY ("interviewer_id") REFERENCES "public"."interviewers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_held_by_user_id_fk" FOREIGN KEY ("held_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_requests_one_live_per_slot" ON "interview_requests" USING btree ("slot_id") WHERE "interview_requests"."status" <> 'rejected';--> statement-breakpoint
CREATE UNIQUE INDEX "interview_requests_one_per_order" ON "interview_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "interview_requests_user_id_created_at_index" ON "interview_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_slots_one_per_instant" ON "interview_slots" USING btree ("interviewer_id","starts_at");--> statement-breakpoint
CREATE INDEX "interview_slots_status_starts_at_index" ON "interview_slots" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "interview_slots_hold_expires_at_index" ON "interview_slots" USING btree ("hold_expires_at");