ALTER TABLE "publication_parts" ADD COLUMN "remote_media" jsonb DEFAULT '[]'::jsonb NOT NULL;
