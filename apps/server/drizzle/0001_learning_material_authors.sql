ALTER TABLE "learning_materials" ADD COLUMN "published_at" date;--> statement-breakpoint
ALTER TABLE "learning_materials" ADD COLUMN "added_by" text;