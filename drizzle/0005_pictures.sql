CREATE TABLE "ppdt_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"test_type" text NOT NULL,
	"scene_id" text,
	"storage_key" text NOT NULL,
	"content_type" text DEFAULT 'image/png' NOT NULL,
	"description" text NOT NULL,
	"source" text NOT NULL,
	"width" integer,
	"height" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ppdt_images_sceneId_unique" UNIQUE("scene_id")
);
