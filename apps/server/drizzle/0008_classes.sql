CREATE TABLE "class_students" (
	"id" text PRIMARY KEY NOT NULL,
	"class_id" text NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"user_id" text NOT NULL,
	"linked_user_id" text,
	"badge_hash" text,
	"badge_sealed" text,
	"badge_issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" text PRIMARY KEY NOT NULL,
	"guide_id" text NOT NULL,
	"name" text NOT NULL,
	"school_year" text,
	"ended_at" timestamp with time zone,
	"numbers_given" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_id" text,
	"created_by" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_username_lower_unique";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "class_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "class_students" ADD CONSTRAINT "class_students_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_students_number_unique" ON "class_students" USING btree ("class_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "class_students_name_unique" ON "class_students" USING btree ("class_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "class_students_badge_unique" ON "class_students" USING btree ("badge_hash");--> statement-breakpoint
CREATE INDEX "class_students_user_idx" ON "class_students" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "class_students_linked_user_idx" ON "class_students" USING btree ("linked_user_id");--> statement-breakpoint
CREATE INDEX "classes_guide_idx" ON "classes" USING btree ("guide_id","created_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_user_idx" ON "one_time_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "game_sessions_class_idx" ON "game_sessions" USING btree ("class_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_unique" ON "users" USING btree (lower("username")) WHERE "users"."email" is not null;