CREATE TABLE "room_enrollments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'enrolled' NOT NULL,
	"reminder_phone" text,
	"email_reminder_at" timestamp with time zone,
	"whatsapp_reminder_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"room_type" text NOT NULL,
	"scheduled_datetime" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"max_participants" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"mod_name" text NOT NULL,
	"mod_email" text NOT NULL,
	"room_image" text,
	"room_file" text,
	"room_file_name" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rooms_seedKey_unique" UNIQUE("seed_key"),
	CONSTRAINT "rooms_seats_within_capacity" CHECK ("rooms"."seats_taken" >= 0 and "rooms"."seats_taken" <= "rooms"."max_participants"),
	CONSTRAINT "rooms_duration_positive" CHECK ("rooms"."duration_minutes" > 0),
	CONSTRAINT "rooms_capacity_positive" CHECK ("rooms"."max_participants" > 0)
);
--> statement-breakpoint
ALTER TABLE "room_enrollments" ADD CONSTRAINT "room_enrollments_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_enrollments" ADD CONSTRAINT "room_enrollments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "room_enrollments_room_id_user_id_index" ON "room_enrollments" USING btree ("room_id","user_id");--> statement-breakpoint
CREATE INDEX "room_enrollments_user_id_index" ON "room_enrollments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rooms_is_active_scheduled_datetime_index" ON "rooms" USING btree ("is_active","scheduled_datetime");